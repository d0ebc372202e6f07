import type { ChallengeContent } from '@launchpad/content';
import type { DatabaseHandle } from '../db/database.ts';
import { ChallengeRepo } from '../modules/challenges/repo.ts';

/**
 * What the content sync of a deploy does when the content folder holds exactly `contents`: a
 * challenge left out is retired, and the app's content view is rebuilt on its next read.
 */
export function syncContent(database: DatabaseHandle, contents: ChallengeContent[]): Promise<void> {
  return new ChallengeRepo(database.db).sync(contents);
}
