/**
 * Challenge content (content/challenges/): loading and validation, shared by the server (which
 * syncs it into the database at start) and the scripts (npm run challenges:check).
 */
export {
  ContentError,
  loadChallengeContent,
  MAX_HINTS,
  parseHints,
  type ChallengeContent,
} from './content.ts';
