import type {
  EnrollmentStatus,
  PeopleCursor,
  PeopleFilter,
  PeopleSort,
  PersonSummary,
} from '@launchpad/contract';
import {
  sql,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, PeopleTable } from '../../db/schema.ts';

/** India's offset from UTC (no daylight saving): the filter's days are days in India. */
const INDIA_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

/** A lead of one person, as `summarizePerson` needs it. */
interface LeadFacts {
  name: string;
  createdAt: string;
  id: number;
}
interface EnrollmentFacts extends LeadFacts {
  phone: string | null;
  status: EnrollmentStatus;
  batchId: number | null;
}

/** Newest first: by time, then by id (two leads in the same millisecond). */
const newestFirst = (a: LeadFacts, b: LeadFacts) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

/**
 * What a person's row says, from their leads (none: no person). The name is the latest lead's;
 * the phone the latest one given; status and batch those of the latest enrollment request; the
 * last activity the latest lead, status change or note.
 */
export function summarizePerson(facts: {
  enrollments: EnrollmentFacts[];
  contacts: LeadFacts[];
  lastChangeAt: string | null;
  lastNoteAt: string | null;
}): Omit<PeopleTable, 'id' | 'email'> | undefined {
  const enrollments = [...facts.enrollments].sort(newestFirst);
  const leads = [...enrollments, ...facts.contacts].sort(newestFirst);
  const latest = leads[0];
  if (!latest) return undefined;
  const phone = enrollments.find((lead) => lead.phone)?.phone ?? null;
  const times = [latest.createdAt, facts.lastChangeAt, facts.lastNoteAt].filter(
    (at): at is string => at !== null,
  );
  return {
    name: latest.name,
    name_key: latest.name.toLowerCase(),
    phone,
    phone_digits: phone ? digitsOf(phone) : null,
    enrollment_count: enrollments.length,
    contact_count: facts.contacts.length,
    status: enrollments[0]?.status ?? null,
    batch_id: enrollments[0]?.batchId ?? null,
    last_activity_at: times.reduce((a, b) => (a > b ? a : b)),
  };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** `%`, `_` and the escape character itself match literally in a LIKE with `escape '\'`. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A search that looks like (part of) a phone number is also matched against phone digits. */
const PHONE_LIKE = /^[+\d\s()-]*\d[+\d\s()-]*$/;

export const toPersonSummary = (row: Selectable<PeopleTable>): PersonSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  enrollmentCount: Number(row.enrollment_count),
  contactCount: Number(row.contact_count),
  status: row.status,
  batchId: row.batch_id,
  lastActivityAt: row.last_activity_at,
});

/** The column each sort orders by (then by id), and which way. */
const sortKeys: Record<PeopleSort, { column: 'last_activity_at' | 'name_key'; desc: boolean }> = {
  newest: { column: 'last_activity_at', desc: true },
  oldest: { column: 'last_activity_at', desc: false },
  name: { column: 'name_key', desc: false },
};

/** The cursor that starts the page after this row. */
export const cursorAfter = (sort: PeopleSort, row: Selectable<PeopleTable>): PeopleCursor => ({
  sort,
  value: row[sortKeys[sort].column],
  id: row.id,
});

type PeopleQuery = SelectQueryBuilder<Database, 'people', Selectable<PeopleTable>>;

/**
 * The people table (the inbox by person) and the notes. Part of the leads module: only its
 * service calls it, always inside the transaction that changed a lead.
 */
export class PeopleRepo {
  constructor(private readonly db: Db) {}

  /**
   * Rewrites the row of the person with this e-mail from their leads (deletes it once they have
   * none). On PostgreSQL the first statement takes the row's lock (creating it if need be), so a
   * concurrent refresh of the same person waits for this transaction and then reads its leads.
   */
  async refresh(trx: Transaction<Database>, email: string): Promise<void> {
    const key = email.toLowerCase();
    await trx
      .insertInto('people')
      .values({
        email: key,
        name: '',
        name_key: '',
        enrollment_count: 0,
        contact_count: 0,
        last_activity_at: '',
      })
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ email: key }))
      .execute();
    const enrollments = await trx
      .selectFrom('enrollments')
      .select(['id', 'first_name', 'last_name', 'phone_number', 'status', 'batch_id', 'created_at'])
      .where('email', '=', key)
      .execute();
    const contacts = await trx
      .selectFrom('contact_messages')
      .select(['id', 'name', 'created_at'])
      .where('email', '=', key)
      .execute();
    const lastChange = await trx
      .selectFrom('lead_activity')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('email', '=', key)
      .executeTakeFirst();
    const lastNote = await trx
      .selectFrom('lead_notes')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('email', '=', key)
      .executeTakeFirst();
    const summary = summarizePerson({
      enrollments: enrollments.map((row) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        createdAt: row.created_at,
        phone: row.phone_number,
        status: row.status,
        batchId: row.batch_id,
      })),
      contacts: contacts.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at })),
      lastChangeAt: lastChange?.at ?? null,
      lastNoteAt: lastNote?.at ?? null,
    });
    if (summary) {
      await trx.updateTable('people').set(summary).where('email', '=', key).execute();
    } else {
      await trx.deleteFrom('people').where('email', '=', key).execute();
    }
  }

  /** One page: `limit` people after `cursor` (from the start without one). */
  page(filter: PeopleFilter, cursor: PeopleCursor | undefined, limit: number) {
    return this.filtered(filter, cursor).limit(limit).execute();
  }

  /** Every person of the filter, `size` rows a query, each query after the last (the CSV export). */
  async *chunks(filter: PeopleFilter, size: number): AsyncGenerator<Selectable<PeopleTable>[]> {
    let cursor: PeopleCursor | undefined;
    for (;;) {
      const rows = await this.filtered(filter, cursor).limit(size).execute();
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      cursor = cursorAfter(filter.sort, rows.at(-1)!);
    }
  }

  /** Pass the transaction when inside one (SQLite's one connection is busy with it). */
  findById(id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The person's leads, newest first. */
  async leadsOf(email: string) {
    const [enrollments, contacts] = await Promise.all([
      this.db
        .selectFrom('enrollments')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ]);
    return { enrollments, contacts };
  }

  /** Every status change of the person's leads, newest first. */
  activityOf(email: string) {
    return this.db
      .selectFrom('lead_activity')
      .selectAll()
      .where('email', '=', email)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The team's notes on the person, newest first. */
  notesOf(email: string) {
    return this.db
      .selectFrom('lead_notes')
      .selectAll()
      .where('email', '=', email)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  addNote(
    trx: Transaction<Database>,
    note: { email: string; authorUserId: number; body: string; createdAt: string },
  ) {
    return trx
      .insertInto('lead_notes')
      .values({
        email: note.email,
        author_user_id: note.authorUserId,
        body: note.body,
        created_at: note.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The people of the filter in its sort order (then by id), after the cursor. */
  private filtered(filter: PeopleFilter, cursor: PeopleCursor | undefined): PeopleQuery {
    let query: PeopleQuery = this.db.selectFrom('people').selectAll();
    if (filter.q) {
      const pattern = likePattern(filter.q.toLowerCase());
      const digits = digitsOf(filter.q);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`name_key like ${pattern} escape '\\'`,
          sql<boolean>`email like ${pattern} escape '\\'`,
          ...(PHONE_LIKE.test(filter.q!) && digits
            ? [sql<boolean>`phone_digits like ${likePattern(digits)} escape '\\'`]
            : []),
        ]),
      );
    }
    if (filter.type === 'enrollment') query = query.where('enrollment_count', '>', 0);
    if (filter.type === 'contact') query = query.where('contact_count', '>', 0);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.batchId !== undefined) query = query.where('batch_id', '=', filter.batchId);
    if (filter.from) {
      query = query.where('last_activity_at', '>=', startOfIndianDay(filter.from));
    }
    if (filter.to) {
      query = query.where('last_activity_at', '<', startOfIndianDay(filter.to, 1));
    }
    const { column, desc } = sortKeys[filter.sort];
    if (cursor) {
      // A row-value comparison, which both databases answer with a range of the (column, id)
      // index: the spelled-out `a < v or (a = v and id < i)` makes PostgreSQL walk the index
      // from the start, so a deep page cost more the deeper it was.
      query = query.where((eb) =>
        eb(eb.refTuple(column, 'id'), desc ? '<' : '>', eb.tuple(cursor.value, cursor.id)),
      );
    }
    const direction = desc ? 'desc' : 'asc';
    return query.orderBy(column, direction).orderBy('id', direction);
  }
}

/** The instant a day in India starts (`plusDays` later), as the ISO text stored in the tables. */
function startOfIndianDay(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00${INDIA_OFFSET}`) + plusDays * DAY_MS).toISOString();
}
