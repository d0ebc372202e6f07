import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/unit-of-work.ts';

/** The cockpit's nudges: the last one per learner and batch (issue #33). */
export class CockpitRepo {
  constructor(private readonly db: Db) {}

  async lastNudgesOf(batchId: number): Promise<Map<number, string>> {
    const rows = await this.db
      .selectFrom('learner_nudges')
      .select(['user_id', 'sent_at'])
      .where('batch_id', '=', batchId)
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.sent_at]));
  }

  /**
   * Takes the next nudge of a learner: inserts their row, or moves it on when the last nudge is
   * older than `cutoff`; false when a nudge since then holds (one conditional statement, so two
   * mentors clicking at once send one mail).
   */
  async takeNudge(
    trx: Trx,
    nudge: { batchId: number; userId: number; sentBy: number; at: string; cutoff: string },
  ): Promise<boolean> {
    const result = await trx
      .insertInto('learner_nudges')
      .values({
        batch_id: nudge.batchId,
        user_id: nudge.userId,
        sent_by: nudge.sentBy,
        sent_at: nudge.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['batch_id', 'user_id'])
          .doUpdateSet({ sent_by: nudge.sentBy, sent_at: nudge.at })
          .where('learner_nudges.sent_at', '<=', nudge.cutoff),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
