import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** Something to do once a unit of work has committed: drop a cache, wake the mail sender… */
export type AfterCommit = () => Promise<void> | void;

export type Trx = Transaction<Database>;

/**
 * The effects each open unit of work has been told about, by key, keyed by its transaction. A
 * transaction missing here was opened by hand (`db.transaction()`), which lint forbids: its
 * writers' effects would have nowhere to wait for the commit.
 */
const pending = new WeakMap<Trx, Map<string, AfterCommit>>();

/**
 * Runs `work` as one unit of work: in a new transaction on a database handle, or, given the
 * transaction of a unit already open (a payment's confirmation moving its request), as part of
 * it, standing or falling with the rest.
 *
 * What the work declares with `afterCommit` runs once the outermost transaction has committed, in
 * the order declared, each key once; nothing of it runs when the work fails. Before the commit,
 * another request could read the old rows again and cache them; after a rollback there is nothing
 * to tell. This is the only place the server opens a transaction (decision 0025).
 */
export async function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    effectsOf(db as Trx);
    return work(db as Trx);
  }
  const effects = new Map<string, AfterCommit>();
  const result = await db.transaction().execute((trx) => {
    pending.set(trx, effects);
    return work(trx);
  });
  await runAll(effects.values());
  return result;
}

/**
 * Declares what the unit of work that `trx` belongs to must do once it commits. The same key
 * declared twice (one learner's row changed by two steps) runs once, the first effect given.
 */
export function afterCommit(trx: Trx, key: string, effect: AfterCommit): void {
  const effects = effectsOf(trx);
  if (!effects.has(key)) effects.set(key, effect);
}

function effectsOf(trx: Trx): Map<string, AfterCommit> {
  const effects = pending.get(trx);
  if (!effects) {
    throw new Error(
      'This transaction was not opened by inTransaction (db/unit-of-work.ts): what it changes would never be told.',
    );
  }
  return effects;
}

/** Runs every effect, even after one fails (each drops a different cache), then throws the first. */
async function runAll(effects: Iterable<AfterCommit>): Promise<void> {
  let failure: unknown;
  let failed = false;
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      if (!failed) failure = error;
      failed = true;
    }
  }
  if (failed) throw failure;
}
