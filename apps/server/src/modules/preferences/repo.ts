import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EditorPreferencesTable } from '../../db/schema.ts';

export type EditorPreferencesRow = Selectable<EditorPreferencesTable>;

export class PreferencesRepo {
  constructor(private readonly db: Db) {}

  findEditor(userId: number): Promise<EditorPreferencesRow | undefined> {
    return this.db
      .selectFrom('editor_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async saveEditor(row: EditorPreferencesRow): Promise<void> {
    const { user_id: _userId, ...values } = row;
    await this.db
      .insertInto('editor_preferences')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }
}
