import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings in both dialects so that the same
 * queries, comparisons and ordering work on SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  google_subject: string | null;
  name: string;
  user_name: string;
  image: string | null;
  website: string | null;
  location: string | null;
  bio: string | null;
  date_of_birth: string | null;
  github: string | null;
  linkedin: string | null;
  resume: string | null;
  user_name_changes: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
