import { defaultEditorPreferences, type EditorPreferences } from '@launchpad/contract';
import type { EditorPreferencesRow, PreferencesRepo } from './repo.ts';

const fromRow = (row: EditorPreferencesRow): EditorPreferences => ({
  fontSize: row.font_size,
  tabSize: row.tab_size === 4 ? 4 : 2,
  lineWrap: row.line_wrap === 1,
  theme: row.theme,
});

/** A learner's settings kept on the account, so they follow them to every browser. */
export class PreferencesService {
  constructor(private readonly repo: PreferencesRepo) {}

  /** The saved editor settings, or the defaults when the learner never changed one. */
  async editorOf(userId: number): Promise<EditorPreferences> {
    const row = await this.repo.findEditor(userId);
    return row ? fromRow(row) : defaultEditorPreferences;
  }

  async saveEditor(userId: number, preferences: EditorPreferences): Promise<EditorPreferences> {
    await this.repo.saveEditor({
      user_id: userId,
      font_size: preferences.fontSize,
      tab_size: preferences.tabSize,
      line_wrap: preferences.lineWrap ? 1 : 0,
      theme: preferences.theme,
      updated_at: new Date().toISOString(),
    });
    return preferences;
  }

  /** For the data export: what is stored, with when; null when nothing is. */
  async exportFor(userId: number): Promise<(EditorPreferences & { updatedAt: string }) | null> {
    const row = await this.repo.findEditor(userId);
    return row ? { ...fromRow(row), updatedAt: row.updated_at } : null;
  }
}
