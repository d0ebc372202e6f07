/**
 * A learner's code editor settings (product rules §4), without zod: the workspace imports these,
 * and a schema in the same module would put zod in its chunk. The schema is in account.ts.
 */
export const EDITOR_FONT_SIZE_MIN = 12;
export const EDITOR_FONT_SIZE_MAX = 24;
export const EDITOR_TAB_SIZES = [2, 4] as const;
/** 'site' follows the site's colour scheme (light or dark) wherever the editor is shown. */
export const EDITOR_THEMES = ['site', 'light', 'dark'] as const;

export type EditorTheme = (typeof EDITOR_THEMES)[number];

export interface EditorPreferences {
  fontSize: number;
  tabSize: (typeof EDITOR_TAB_SIZES)[number];
  lineWrap: boolean;
  theme: EditorTheme;
}

/** What a learner who never changed a setting gets. */
export const defaultEditorPreferences: EditorPreferences = {
  fontSize: 14,
  tabSize: 2,
  lineWrap: false,
  theme: 'site',
};
