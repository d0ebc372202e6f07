import { defaultEditorPreferences, type EditorPreferences } from '@launchpad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast.ts';
import { editorPreferencesQuery, saveEditorPreferences } from '../api/editor-preferences.ts';

export const PREFERENCES_NOT_SAVED =
  'Your editor settings could not be saved to your account. They apply here until you reload.';

/**
 * The learner's editor settings (the defaults until the account's have loaded) and a way to
 * change them: a change applies at once and is then saved on the account. Saves go one after
 * another, so the last change made is the one kept; a failed save keeps the change here.
 */
export function useEditorPreferences() {
  const queryClient = useQueryClient();
  const { data } = useQuery(editorPreferencesQuery);
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
      // An answer still on its way holds older settings than this change.
      void queryClient.cancelQueries({ queryKey: editorPreferencesQuery.queryKey });
      const next = {
        ...(queryClient.getQueryData(editorPreferencesQuery.queryKey) ?? defaultEditorPreferences),
        ...update,
      };
      queryClient.setQueryData(editorPreferencesQuery.queryKey, next);
      mutate(next);
    },
    [queryClient, mutate],
  );

  return { preferences: data ?? defaultEditorPreferences, change };
}
