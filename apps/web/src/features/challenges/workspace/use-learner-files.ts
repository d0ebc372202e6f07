import { languageOf, type ChallengeDetail, type PreviousData } from '@launchpad/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useLatest } from '../../../lib/use-latest.ts';
import { decodeBase64 } from '../base64.ts';
import { clearDraft, loadDraft, saveDraft } from './drafts.ts';
import { starterFiles, startingFiles } from './starting-files.ts';

/** How long typing must pause before the draft is saved. */
export const DRAFT_DEBOUNCE_MS = 400;

/**
 * The learner's files, path → text, kept in this browser as a draft. They open from the draft
 * when there is one, and every change is saved back to it.
 */
export function useLearnerFiles(challenge: ChallengeDetail, userName: string) {
  const challengeId = challenge.id;
  const [files, setFiles] = useState(() =>
    startingFiles(challenge, loadDraft(userName, challengeId)?.files ?? null),
  );
  /** Bumped when every file is replaced at once (restore, reset): the editor reloads them. */
  const [generation, setGeneration] = useState(0);
  const filesRef = useLatest(files);

  // Autosave: every change reaches this browser's storage shortly after typing stops, and at once
  // when the learner leaves the workspace within that pause (Previous, Next, Back to challenges).
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    const save = () => {
      pendingSave.current = null;
      saveDraft(userName, challengeId, files);
    };
    pendingSave.current = save;
    const timer = setTimeout(save, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [files, userName, challengeId]);
  useEffect(() => () => pendingSave.current?.(), []);

  const replaceAll = (next: Record<string, string>) => {
    setFiles(next);
    setGeneration((g) => g + 1);
  };

  const edit = useCallback(
    (path: string, text: string) => setFiles((current) => ({ ...current, [path]: text })),
    [],
  );
  /**
   * The files at the moment of the call: a handler that waited (Submit, for its test run) gets
   * the edits made meanwhile, not those of the render it came from.
   */
  const currentFiles = useCallback(() => filesRef.current, [filesRef]);

  const saveNow = useCallback(() => {
    if (saveDraft(userName, challengeId, filesRef.current)) toast.success('Draft saved');
    else toast.error('Your browser refused to save the draft.');
  }, [userName, challengeId, filesRef]);

  /** The code is kept by the server now (submitted): the draft goes, and a save still pending. */
  const discardDraft = useCallback(() => {
    pendingSave.current = null;
    clearDraft(userName, challengeId);
  }, [userName, challengeId]);

  /**
   * Puts a submission's code in the editor, once the learner agrees to lose what differs. The
   * autosave keeps it as this browser's draft, as it does for typing. False when declined.
   */
  const restore = (code: PreviousData): boolean => {
    const now = filesRef.current;
    const restored = { ...now };
    const openPaths = challenge.config.open_paths;
    for (const path of openPaths) {
      const language = languageOf(path);
      const saved = language && code[language];
      if (saved !== undefined) restored[path] = decodeBase64(saved);
    }
    const differs = openPaths.some((path) => restored[path] !== now[path]);
    if (
      differs &&
      !window.confirm(
        "Replace your code with this submission's code? Your current code will be lost.",
      )
    )
      return false;
    replaceAll(restored);
    toast.success('Code restored');
    return true;
  };

  /** Back to the starter code, once the learner agrees; the draft goes. False when declined. */
  const reset = (): boolean => {
    if (!window.confirm('Reset to the starter code? Your changes in every file will be lost.'))
      return false;
    replaceAll(starterFiles(challenge));
    clearDraft(userName, challengeId);
    return true;
  };

  return { files, generation, edit, currentFiles, saveNow, discardDraft, restore, reset };
}
