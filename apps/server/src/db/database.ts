import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { DialectKind } from './migrations/helpers.ts';
import { allMigrations } from './migrations/index.ts';
import { SearchPathPostgresDialect } from './search-path-introspector.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectKind;
  /** Runs pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Answers whether the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  /** Tests isolate themselves in a schema of their own. */
  searchPath?: string;
  maxConnections?: number;
}

export function openDatabase(database: Config['database']): DatabaseHandle {
  return database.kind === 'sqlite'
    ? openSqlite(database.file)
    : openPostgres({ url: database.url, maxConnections: database.poolSize });
}

export function openSqlite(file: string): DatabaseHandle {
  mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers proceed during a write. With synchronous=NORMAL a committed transaction
  // survives a crash of this process (even kill -9); only a power cut may lose the last few.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return wrap(
    new Kysely<Database>({
      dialect: new SqliteDialect({ database: reusingStatements(connection) }),
    }),
    'sqlite',
  );
}

/** More distinct statements than the app's queries have shapes; a query with a long `in` list adds one. */
const KEPT_STATEMENTS = 500;

/**
 * Kysely's SQLite driver asks for a fresh prepared statement on every call; the same few query
 * shapes run on every request, so each one's statement is kept by its SQL text and reused (the
 * most recently used ones). Reuse is safe: the driver runs one query at a time on the connection,
 * and SQLite re-prepares a kept statement by itself when a migration changed the schema.
 */
function reusingStatements(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close: () => connection.close(),
  };
}

export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return wrap(
    new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }) }),
    'postgres',
    options.searchPath,
  );
}

/**
 * `schema` names where the migration bookkeeping lives when it is not the default: Kysely looks
 * for its tables across every schema, so a fresh test schema would otherwise find another
 * schema's and never create its own.
 */
function wrap(db: Db, dialect: DialectKind, schema?: string): DatabaseHandle {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  let closed: Promise<void> | undefined;
  return {
    db,
    dialect,
    async migrate() {
      const { error, results } = await new Migrator({
        db,
        provider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      }).migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        const cause = error instanceof Error ? error.message : String(error ?? '');
        throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`.trim());
      }
    },
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => (closed ??= db.destroy()),
  };
}
