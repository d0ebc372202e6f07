import { defaultEditorPreferences, type EditorPreferences } from '@launchpad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useLatest } from '../../../lib/use-latest.ts';
import { editorPreferencesQuery, saveEditorPreferences } from '../api/editor-preferences.ts';

export const PREFERENCES_NOT_SAVED =
  'Your editor settings could not be saved to your account. They apply here until you reload.';

const { queryKey } = editorPreferencesQuery;

/**
 * The learner's editor settings (the defaults until the account's have loaded) and a way to
 * change them: a change applies at once and is then saved on the account. Saves go one after
 * another, so the last change made is the one kept; a failed save keeps the change here.
 */
export function useEditorPreferences() {
  const queryClient = useQueryClient();
  const { data } = useQuery(editorPreferencesQuery);
  // This workspace's own changes, shown in the same render as the input that made them: the
  // query cache tells its observers a moment later, too late for a controlled input.
  const [changed, setChanged] = useState<EditorPreferences | null>(null);
  // The latest change, for one that follows before the next render.
  const lastChange = useRef<EditorPreferences | null>(null);
  const preferences = changed ?? data ?? defaultEditorPreferences;
  const shown = useLatest(preferences);
  const save = useMutation({
    mutationFn: saveEditorPreferences,
    scope: { id: 'editor-preferences' },
    onError: (error) => {
      console.error('Saving the editor settings failed:', error);
      toast.error(PREFERENCES_NOT_SAVED);
    },
  });
  const { mutate } = save;

  const change = useCallback(
    (update: Partial<EditorPreferences>) => {
      const next = { ...(lastChange.current ?? shown.current), ...update };
      lastChange.current = next;
      setChanged(next);
      // For the next workspace opened. An answer still on its way holds older settings, and
      // cancelling it puts the query back as it was before that fetch: the change goes in after.
      void queryClient
        .cancelQueries({ queryKey })
        .then(() => queryClient.setQueryData(queryKey, next));
      mutate(next);
    },
    [queryClient, mutate, shown],
  );

  return { preferences, change };
}
