import { z } from 'zod';

export const EDITOR_FONT_SIZE_MIN = 12;
export const EDITOR_FONT_SIZE_MAX = 24;
export const EDITOR_TAB_SIZES = [2, 4] as const;
/** 'site' follows the site's colour scheme (light or dark) wherever the editor is shown. */
export const EDITOR_THEMES = ['site', 'light', 'dark'] as const;

/** How a learner's code editors look and indent, saved on the account (product rules §4). */
export const editorPreferencesSchema = z.object({
  fontSize: z
    .number()
    .int('Font size must be a whole number')
    .min(
      EDITOR_FONT_SIZE_MIN,
      `Font size must be ${EDITOR_FONT_SIZE_MIN} to ${EDITOR_FONT_SIZE_MAX}`,
    )
    .max(
      EDITOR_FONT_SIZE_MAX,
      `Font size must be ${EDITOR_FONT_SIZE_MIN} to ${EDITOR_FONT_SIZE_MAX}`,
    ),
  tabSize: z.union([z.literal(2), z.literal(4)], { error: 'Tab size must be 2 or 4' }),
  lineWrap: z.boolean({ error: 'Line wrap must be true or false' }),
  theme: z.enum(EDITOR_THEMES, { error: "Theme must be 'site', 'light' or 'dark'" }),
});
export type EditorPreferences = z.infer<typeof editorPreferencesSchema>;
export type EditorTheme = EditorPreferences['theme'];

/** What a learner who never changed a setting gets. */
export const defaultEditorPreferences: EditorPreferences = {
  fontSize: 14,
  tabSize: 2,
  lineWrap: false,
  theme: 'site',
};
