import { loadChallengeContent } from '@launchpad/content';
import type { Db } from '../../db/database.ts';
import { ChallengeRepo } from './repo.ts';

/** Start-up step: validate the content folder and make the database match it. */
export async function syncChallengeContent(db: Db, contentDir: string): Promise<number> {
  const contents = loadChallengeContent(contentDir);
  await new ChallengeRepo(db).sync(contents);
  return contents.length;
}
