import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';

export type DialectKind = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key, spelled the way each dialect wants it. */
export function idColumn(
  dialect: DialectKind,
): [ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'postgres'
    ? ['serial', (c) => c.primaryKey()]
    : ['integer', (c) => c.primaryKey().autoIncrement()];
}
