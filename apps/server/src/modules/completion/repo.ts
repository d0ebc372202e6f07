import type { CompletionRules } from '@launchpad/contract';
import type { Db } from '../../db/database.ts';

/** The completion module's table: each batch's rules, where the team set them. */
export class CompletionRepo {
  constructor(private readonly db: Db) {}

  async rulesOf(batchId: number): Promise<CompletionRules | undefined> {
    const row = await this.db
      .selectFrom('batch_completion_rules')
      .selectAll()
      .where('batch_id', '=', batchId)
      .executeTakeFirst();
    return (
      row && {
        minAttendancePercent: row.min_attendance_percent,
        allProjectsPassed: row.all_projects_passed === 1,
        minVerifiedChallenges: row.min_verified_challenges,
      }
    );
  }

  async setRules(batchId: number, rules: CompletionRules): Promise<void> {
    const values = {
      min_attendance_percent: rules.minAttendancePercent,
      all_projects_passed: rules.allProjectsPassed ? 1 : 0,
      min_verified_challenges: rules.minVerifiedChallenges,
      updated_at: new Date().toISOString(),
    };
    await this.db
      .insertInto('batch_completion_rules')
      .values({ batch_id: batchId, ...values })
      .onConflict((oc) => oc.column('batch_id').doUpdateSet(values))
      .execute();
  }
}
