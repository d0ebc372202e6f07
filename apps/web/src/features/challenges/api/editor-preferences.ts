import type { EditorPreferences } from '@launchpad/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/api/query-keys.ts';

/** The learner's editor settings, from the account. */
export const editorPreferencesQuery = queryOptions({
  ...apiQuery('editorPreferences'),
  // Changes are applied here first and then saved: a refetch must not undo one in flight.
  staleTime: Infinity,
});

export const saveEditorPreferences = (body: EditorPreferences) =>
  api.call('saveEditorPreferences', { body });
