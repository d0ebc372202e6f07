import { languageOf, type ChallengeDetail } from '@launchpad/contract';
import { decodeBase64 } from '../base64.ts';

/** The challenge's starter code, path → text. */
export function starterFiles(challenge: ChallengeDetail): Record<string, string> {
  return Object.fromEntries(
    Object.entries(challenge.files).map(([path, encoded]) => [path, decodeBase64(encoded)]),
  );
}

/**
 * What the editor opens with (product rules §4): the starter code, with each file replaced by the saved
 * code of its language when that is present and non-empty, then by this browser's draft.
 */
export function startingFiles(
  challenge: ChallengeDetail,
  draft: Record<string, string> | null,
): Record<string, string> {
  const files = starterFiles(challenge);
  for (const path of Object.keys(files)) {
    const language = languageOf(path);
    const saved = language ? challenge.previous_data[language] : undefined;
    if (saved) {
      const text = decodeBase64(saved);
      if (text.trim() !== '') files[path] = text;
    }
    if (draft && typeof draft[path] === 'string') files[path] = draft[path];
  }
  return files;
}
