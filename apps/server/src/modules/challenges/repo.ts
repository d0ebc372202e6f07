import type { ChallengeContent } from '@launchpad/content';
import { topicIndex } from '@launchpad/contract';
import type { Db } from '../../db/database.ts';

export class ChallengeRepo {
  constructor(private readonly db: Db) {}

  /**
   * Makes the table match the content folder: upserts every challenge by id and retires the
   * ones whose folder is gone (their submissions stay). Idempotent, in one transaction.
   */
  async sync(contents: ChallengeContent[]): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const { meta, instructions, starter, tests, tempJsx } of contents) {
        const values = {
          slug: meta.slug,
          name: meta.name,
          topic: meta.topic,
          difficulty: meta.difficulty,
          score: meta.score,
          position: topicIndex(meta.topic) * 10_000 + meta.order,
          instructions,
          starter_files: JSON.stringify(starter),
          config: JSON.stringify(meta.config),
          temp_jsx: tempJsx,
          tests,
          active: 1,
          updated_at: now,
        };
        await trx
          .insertInto('challenges')
          .values({ id: meta.id, ...values })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
          .execute();
      }
      const ids = contents.map((content) => content.meta.id);
      let retire = trx.updateTable('challenges').set({ active: 0, updated_at: now });
      if (ids.length > 0) retire = retire.where('id', 'not in', ids);
      await retire.execute();
    });
  }

  listWithStatus(userId: number) {
    return this.db
      .selectFrom('challenges as c')
      .leftJoin('challenge_progress as p', (join) =>
        join.onRef('p.challenge_id', '=', 'c.id').on('p.user_id', '=', userId),
      )
      .select(['c.id', 'c.slug', 'c.name', 'c.topic', 'c.score', 'c.difficulty', 'p.solved'])
      .where('c.active', '=', 1)
      .orderBy('c.position')
      .orderBy('c.id')
      .execute();
  }

  findActive(id: number) {
    return this.db
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  findProgress(userId: number, challengeId: number) {
    return this.db
      .selectFrom('challenge_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('challenge_id', '=', challengeId)
      .executeTakeFirst();
  }

  /** Solved counts and points per topic for one learner, over active challenges. */
  progressByTopic(userId: number) {
    return this.db
      .selectFrom('challenge_progress as p')
      .innerJoin('challenges as c', 'c.id', 'p.challenge_id')
      .select((eb) => [
        'c.topic',
        eb.fn.sum<number | string>('p.solved').as('solved'),
        eb.fn.sum<number | string>('p.best_score').as('points'),
      ])
      .where('p.user_id', '=', userId)
      .where('c.active', '=', 1)
      .groupBy('c.topic')
      .execute();
  }

  /** How many active challenges each topic has. */
  totalsByTopic() {
    return this.db
      .selectFrom('challenges')
      .select((eb) => ['topic', eb.fn.countAll<number | string>().as('total')])
      .where('active', '=', 1)
      .groupBy('topic')
      .execute();
  }

  /** Every submission of a learner, oldest first (the data export). */
  submissionsOf(userId: number) {
    return this.db
      .selectFrom('submissions')
      .innerJoin('challenges', 'challenges.id', 'submissions.challenge_id')
      .select([
        'submissions.challenge_id as challengeId',
        'challenges.name as challenge',
        'submissions.status',
        'submissions.score',
        'submissions.code',
        'submissions.created_at as createdAt',
      ])
      .where('submissions.user_id', '=', userId)
      .orderBy('submissions.id')
      .execute();
  }

  /** A learner's progress on every challenge they tried (the data export). */
  progressOf(userId: number) {
    return this.db
      .selectFrom('challenge_progress')
      .select([
        'challenge_id as challengeId',
        'best_score as bestScore',
        'solved',
        'previous_data as latestCode',
        'updated_at as updatedAt',
      ])
      .where('user_id', '=', userId)
      .execute();
  }
}
