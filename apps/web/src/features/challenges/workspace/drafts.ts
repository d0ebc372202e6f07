/**
 * Drafts keep a learner's code in this browser between visits, so a refresh or a closed tab never
 * loses work. One draft per user and challenge, so learners sharing a computer don't mix.
 */
export interface Draft {
  files: Record<string, string>;
  savedAt: string;
}

const key = (userName: string, challengeId: number) => `launchpad:draft:${userName}:${challengeId}`;

export function loadDraft(userName: string, challengeId: number): Draft | null {
  try {
    const raw = localStorage.getItem(key(userName, challengeId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    const files = draft.files;
    if (
      !files ||
      typeof files !== 'object' ||
      Object.values(files).some((v) => typeof v !== 'string')
    ) {
      return null;
    }
    return { files, savedAt: String(draft.savedAt ?? '') };
  } catch {
    return null;
  }
}

/** Answers false when the browser refuses (storage full or disabled). */
export function saveDraft(
  userName: string,
  challengeId: number,
  files: Record<string, string>,
): boolean {
  try {
    const draft: Draft = { files, savedAt: new Date().toISOString() };
    localStorage.setItem(key(userName, challengeId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(userName: string, challengeId: number): void {
  try {
    localStorage.removeItem(key(userName, challengeId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
