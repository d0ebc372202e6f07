import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-app.ts';
import { allMigrations } from './index.ts';

const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

for (const kind of databaseKinds) {
  it(`0014-inbox builds the people of the leads stored before it [${kind.name}]`, async () => {
    const { database, dispose } = await kind.open();
    try {
      const { db } = database;
      // Back to the database as 0013 left it, with leads in it: the migrations after 0014 go too
      // (Kysely runs migrations in order only), and run again after it.
      const later = allMigrations(kind.name);
      await later['0030-type-tests']!.down!(db);
      await later['0029-challenge-modules']!.down!(db);
      await later['0028-live-checks']!.down!(db);
      await later['0027-nudges']!.down!(db);
      await later['0026-mentoring']!.down!(db);
      await later['0025-certificate-evidence']!.down!(db);
      await later['0024-completion-rules']!.down!(db);
      await later['0023-projects']!.down!(db);
      await later['0022-mentor-cards']!.down!(db);
      await later['0021-class-notices']!.down!(db);
      await later['0020-classes-and-staff']!.down!(db);
      await db.schema.dropTable('certificates').execute();
      await db.schema.alterTable('submissions').dropColumn('client_address').execute();
      await db.schema.dropIndex('enrollments_seat_hold').execute();
      for (const column of [
        'repeat_count',
        'last_repeat_at',
        'referral_status',
        'seat_held_until',
      ]) {
        await db.schema.alterTable('enrollments').dropColumn(column).execute();
      }
      await db.schema.dropTable('payments').execute();
      await sql`delete from kysely_migration where name > '0014-inbox'`.execute(db);
      await db.schema.dropTable('people').execute();
      await db.schema.dropTable('lead_notes').execute();
      await db.schema.dropIndex('contact_messages_email').execute();
      await sql`delete from kysely_migration where name = '0014-inbox'`.execute(db);
      const enrollment = (email: string, minute: number, extra: object = {}) => ({
        first_name: 'Asha',
        last_name: `Rao ${minute}`,
        email,
        course: 'Frontend Launchpad',
        status: 'new' as const,
        created_at: at(minute),
        updated_at: at(minute),
        ...extra,
      });
      await db
        .insertInto('enrollments')
        .values([
          enrollment('asha@example.com', 1, { phone_number: '+91 98765 43210' }),
          enrollment('asha@example.com', 3, { status: 'contacted' }),
          enrollment('ravi@example.com', 2, { first_name: 'Ravi', phone_number: '90000 11111' }),
        ])
        .execute();
      await db
        .insertInto('contact_messages')
        .values({
          name: 'Asha R',
          email: 'asha@example.com',
          subject: 'Weekend batch',
          message: 'Is there one?',
          status: 'new',
          created_at: at(2),
          updated_at: at(2),
        })
        .execute();
      await db
        .insertInto('lead_activity')
        .values({
          lead_type: 'enrollment',
          lead_id: 3,
          email: 'ravi@example.com',
          actor_user_id: null,
          from_status: 'new',
          to_status: 'lost',
          created_at: at(9),
        })
        .execute();

      await database.migrate();

      const people = await db.selectFrom('people').selectAll().orderBy('email').execute();
      expect(people).toMatchObject([
        {
          email: 'asha@example.com',
          name: 'Asha Rao 3',
          name_key: 'asha rao 3',
          phone: '+91 98765 43210',
          phone_digits: '919876543210',
          enrollment_count: 2,
          contact_count: 1,
          status: 'contacted',
          last_activity_at: at(3),
        },
        {
          email: 'ravi@example.com',
          name: 'Ravi Rao 2',
          phone_digits: '9000011111',
          enrollment_count: 1,
          contact_count: 0,
          last_activity_at: at(9),
        },
      ]);
    } finally {
      await dispose();
    }
  });
}
