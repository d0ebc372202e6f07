import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn, type DialectKind } from './helpers.ts';

/**
 * The team inbox by person (issue #16, decision 0013).
 *
 * `people`: one row per e-mail address (lower-cased) that sent a lead, summing up its leads: the
 * latest name and phone, counts by type, the status and batch of the latest enrollment request,
 * the time of the latest lead, status change or note. It is derived data, rewritten from the
 * leads in the same transaction as every change to them (leads/people-repo.ts `refresh`), so the
 * inbox lists, searches and pages 20,000 people at 100,000 leads without grouping the leads on
 * every request.
 *
 * Indexes, for the list's sorts, filters and keyset pages (each ends in `id`, the tie-break):
 * - people (last_activity_at, id): 'newest' and 'oldest', and the date range on the same column;
 * - people (name_key, id): 'name';
 * - people (status, last_activity_at, id) and (batch_id, last_activity_at, id): the status and
 *   batch filters under the default sort;
 * - people.email unique: the person of a lead; contact_messages (email), beside the existing
 *   enrollments (email) and lead_activity (email, created_at): gathering one person's leads.
 * Search (name, e-mail or phone digits containing the text) cannot use a b-tree: it scans the
 * people rows, not the leads, which measured well under its target at 20,000 people on both
 * databases (`npm run bench:inbox`); a trigram index (pg_trgm) was left out so the migration
 * needs no extension.
 *
 * `lead_notes`: what the team writes about a person, by e-mail, append-only (no update or delete).
 */
export const inbox = (dialect: DialectKind): Migration => ({
  async up(db) {
    await db.schema
      .createTable('people')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      // The name lower-cased, for case-insensitive search and the 'name' sort.
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      // The phone's digits only, so '98765' finds '+91 98765 43210'.
      .addColumn('phone_digits', 'text')
      .addColumn('enrollment_count', 'integer', (c) => c.notNull())
      .addColumn('contact_count', 'integer', (c) => c.notNull())
      .addColumn('status', 'text')
      .addColumn('batch_id', 'integer')
      .addColumn('last_activity_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('people_activity')
      .on('people')
      .columns(['last_activity_at', 'id'])
      .execute();
    await db.schema.createIndex('people_name').on('people').columns(['name_key', 'id']).execute();
    await db.schema
      .createIndex('people_status_activity')
      .on('people')
      .columns(['status', 'last_activity_at', 'id'])
      .execute();
    await db.schema
      .createIndex('people_batch_activity')
      .on('people')
      .columns(['batch_id', 'last_activity_at', 'id'])
      .execute();
    await db.schema
      .createIndex('contact_messages_email')
      .on('contact_messages')
      .column('email')
      .execute();

    await db.schema
      .createTable('lead_notes')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('email', 'text', (c) => c.notNull())
      // A team member who deletes their account leaves their notes, unsigned.
      .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_notes_email')
      .on('lead_notes')
      .columns(['email', 'created_at'])
      .execute();

    await backfillPeople(db);
  },
});

interface PersonDraft {
  email: string;
  name: string;
  nameAt: string;
  phone: string | null;
  enrollments: number;
  contacts: number;
  status: string | null;
  batchId: number | null;
  lastActivityAt: string;
}

/**
 * The people of the leads stored before this migration. A snapshot of the rule in
 * leads/people-repo.ts as it stood here (a migration never changes once landed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema of its time, not today's types
async function backfillPeople(db: Kysely<any>) {
  const people = new Map<string, PersonDraft>();
  const personOf = (email: string, at: string) => {
    const key = email.toLowerCase();
    let person = people.get(key);
    if (!person) {
      person = {
        email: key,
        name: '',
        nameAt: '',
        phone: null,
        enrollments: 0,
        contacts: 0,
        status: null,
        batchId: null,
        lastActivityAt: at,
      };
      people.set(key, person);
    }
    if (at > person.lastActivityAt) person.lastActivityAt = at;
    return person;
  };
  const enrollments = await sql<{
    email: string;
    first_name: string;
    last_name: string;
    phone_number: string | null;
    status: string;
    batch_id: number | null;
    created_at: string;
  }>`select email, first_name, last_name, phone_number, status, batch_id, created_at
     from enrollments order by created_at, id`.execute(db);
  for (const row of enrollments.rows) {
    const person = personOf(row.email, row.created_at);
    person.enrollments += 1;
    person.name = `${row.first_name} ${row.last_name}`;
    person.nameAt = row.created_at;
    person.status = row.status;
    person.batchId = row.batch_id;
    if (row.phone_number) person.phone = row.phone_number;
  }
  const contacts = await sql<{ email: string; name: string; created_at: string }>`
    select email, name, created_at from contact_messages order by created_at, id`.execute(db);
  for (const row of contacts.rows) {
    const person = personOf(row.email, row.created_at);
    person.contacts += 1;
    if (row.created_at >= person.nameAt) {
      person.name = row.name;
      person.nameAt = row.created_at;
    }
  }
  const activity = await sql<{ email: string; at: string }>`
    select email, max(created_at) as at from lead_activity group by email`.execute(db);
  for (const row of activity.rows) {
    const person = people.get(row.email.toLowerCase());
    if (person && row.at > person.lastActivityAt) person.lastActivityAt = row.at;
  }

  const rows = [...people.values()].map((person) => ({
    email: person.email,
    name: person.name,
    name_key: person.name.toLowerCase(),
    phone: person.phone,
    phone_digits: person.phone ? person.phone.replace(/\D/g, '') : null,
    enrollment_count: person.enrollments,
    contact_count: person.contacts,
    status: person.status,
    batch_id: person.batchId,
    last_activity_at: person.lastActivityAt,
  }));
  // Many rows a statement, under both databases' limits on bound parameters.
  for (let at = 0; at < rows.length; at += 500) {
    await db
      .insertInto('people')
      .values(rows.slice(at, at + 500))
      .execute();
  }
}
