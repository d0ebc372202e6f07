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

/** How many lines differ between two texts: lines of one that the other lacks, counted both ways. */
function changedLines(before: string, after: string): number {
  const counts = new Map<string, number>();
  for (const line of before.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of after.split('\n')) {
    const left = counts.get(line) ?? 0;
    if (left > 0) counts.set(line, left - 1);
    else added += 1;
  }
  let removed = 0;
  for (const left of counts.values()) removed += left;
  return added + removed;
}

/**
 * The file the learner changed most from the starter (by lines added and removed), for the
 * comparison to open on; the first file when none changed, the earlier one on a tie.
 */
export function mostChangedPath(
  paths: readonly string[],
  starter: Record<string, string>,
  files: Record<string, string>,
): string | undefined {
  let best: { path: string; changed: number } | undefined;
  for (const path of paths) {
    const changed = changedLines(starter[path] ?? '', files[path] ?? '');
    if (!best || changed > best.changed) best = { path, changed };
  }
  return best?.path;
}
