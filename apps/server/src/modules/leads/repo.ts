import type { ContactMessageRecord, Enrollment, EnrollmentStatus } from '@launchpad/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContactMessagesTable, Database, EnrollmentsTable } from '../../db/schema.ts';
import type { EnrollmentSummary } from './service.ts';
import { PeopleRepo } from './people-repo.ts';

export const toEnrollment = (row: Selectable<EnrollmentsTable>): Enrollment => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  designation: row.designation,
  phoneNumber: row.phone_number,
  referralCode: row.referral_code,
  course: row.course,
  status: row.status,
  createdAt: row.created_at,
  repeatCount: row.repeat_count,
  lastRepeatAt: row.last_repeat_at,
  referralStatus: row.referral_status,
});

export const toContactMessage = (row: Selectable<ContactMessagesTable>): ContactMessageRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.created_at,
});

export class LeadsRepo {
  /** The inbox by person, and the notes. */
  readonly people: PeopleRepo;

  constructor(private readonly db: Db) {
    this.people = new PeopleRepo(db);
  }

  async listEnrollments(): Promise<Enrollment[]> {
    const rows = await this.db
      .selectFrom('enrollments')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toEnrollment);
  }

  async listContactMessages(): Promise<ContactMessageRecord[]> {
    const rows = await this.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toContactMessage);
  }

  readonly toEnrollment = toEnrollment;
  readonly toContactMessage = toContactMessage;

  /**
   * The request's row, locked for the rest of the transaction: a no-op update takes the row lock
   * on PostgreSQL (SQLite has one writer anyway), and works the same in both dialects.
   */
  async lockEnrollment(trx: Transaction<Database>, id: number) {
    await trx
      .updateTable('enrollments')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
    return trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async lockContactMessage(trx: Transaction<Database>, id: number) {
    await trx
      .updateTable('contact_messages')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute();
    return trx.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async updateEnrollmentStatus(
    trx: Transaction<Database>,
    id: number,
    status: Enrollment['status'],
  ): Promise<Enrollment> {
    const row = await trx
      .updateTable('enrollments')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEnrollment(row);
  }

  async updateContactStatus(
    trx: Transaction<Database>,
    id: number,
    status: ContactMessageRecord['status'],
  ): Promise<ContactMessageRecord> {
    const row = await trx
      .updateTable('contact_messages')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toContactMessage(row);
  }

  /** One line of the append-only activity log, written in the transaction of the change. */
  async logStatusChange(
    trx: Transaction<Database>,
    change: {
      leadType: 'enrollment' | 'contact';
      leadId: number;
      email: string;
      actorUserId: number | null;
      from: string;
      to: string;
    },
  ): Promise<void> {
    await trx
      .insertInto('lead_activity')
      .values({
        lead_type: change.leadType,
        lead_id: change.leadId,
        email: change.email.toLowerCase(),
        actor_user_id: change.actorUserId,
        from_status: change.from,
        to_status: change.to,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /**
   * The courses an e-mail is enrolled in: an enrollment marked 'enrolled' counts for the account
   * with that e-mail whenever it exists, before or after the team marked it.
   */
  /** The statuses of an e-mail's enrollment requests, one of each. */
  async statusesOf(email: string): Promise<EnrollmentStatus[]> {
    const rows = await this.db
      .selectFrom('enrollments')
      .select('status')
      .distinct()
      .where('email', '=', email.toLowerCase())
      .execute();
    return rows.map((row) => row.status);
  }

  async enrolledCourses(email: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('enrollments')
      .select('course')
      .distinct()
      .where('email', '=', email.toLowerCase())
      .where('status', '=', 'enrolled')
      .orderBy('course')
      .execute();
    return rows.map((row) => row.course);
  }

  /**
   * How many enrollments this user referred that reached 'enrolled': 'closed' is only reached
   * from 'enrolled' (the batch is over), so it still counts.
   */
  async countSuccessfulReferrals(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('referrer_user_id', '=', userId)
      .where('status', 'in', ['enrolled', 'closed'])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Counts a repeat on this e-mail's latest enrollment request made since `since`; false (and
   * nothing changed) when there is none.
   */
  async countRepeat(
    trx: Transaction<Database>,
    email: string,
    since: string,
    now: string,
  ): Promise<boolean> {
    const earlier = await trx
      .selectFrom('enrollments')
      .select('id')
      .where('email', '=', email)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!earlier) return false;
    await trx
      .updateTable('enrollments')
      .set((eb) => ({ repeat_count: eb('repeat_count', '+', 1), last_repeat_at: now }))
      .where('id', '=', earlier.id)
      .execute();
    return true;
  }

  async assignBatch(trx: Transaction<Database>, id: number, batchId: number): Promise<void> {
    await trx
      .updateTable('enrollments')
      .set({ batch_id: batchId, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Sets or ends a request's seat hold. Ending one that is due (`dueBy`) only ends it if it is
   * still due then: of two instances sweeping at once, one frees the seat.
   */
  async setSeatHold(
    trx: Transaction<Database>,
    id: number,
    until: string | null,
    dueBy?: string,
  ): Promise<boolean> {
    let update = trx
      .updateTable('enrollments')
      .set({ seat_held_until: until, updated_at: new Date().toISOString() })
      .where('id', '=', id);
    if (dueBy) update = update.where('seat_held_until', '<=', dueBy);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** 'payment pending' requests whose seat hold ended by `now`, oldest hold first. */
  async expiredSeatHolds(now: string): Promise<Array<{ id: number }>> {
    return this.db
      .selectFrom('enrollments')
      .select('id')
      .where('status', '=', 'payment_pending')
      .where('seat_held_until', '<=', now)
      .orderBy('seat_held_until')
      .execute();
  }

  async summaries(
    db: Db | Transaction<Database>,
    ids: readonly number[],
  ): Promise<Map<number, EnrollmentSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('enrollments')
      .select(['id', 'first_name', 'last_name', 'email', 'status', 'batch_id', 'seat_held_until'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          status: row.status,
          batchId: row.batch_id,
          seatHeldUntil: row.seat_held_until,
        },
      ]),
    );
  }

  async enrolledBatchIds(email: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('enrollments')
      .select('batch_id')
      .distinct()
      .where('email', '=', email.toLowerCase())
      .where('status', '=', 'enrolled')
      .where('batch_id', 'is not', null)
      .execute();
    return rows.map((row) => row.batch_id!);
  }

  /** Requests in these batches with one of these statuses, newest first. */
  enrollmentsInBatches(batchIds: readonly number[], statuses: readonly EnrollmentStatus[]) {
    if (batchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('enrollments')
      .selectAll()
      .where('batch_id', 'in', batchIds)
      .where('status', 'in', statuses)
      .orderBy('id', 'desc')
      .execute();
  }

  enrollmentById(id: number) {
    return this.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The stored rows sent from this e-mail address, oldest first (the data export). */
  rowsFrom(table: 'enrollments' | 'contact_messages', email: string) {
    return this.db.selectFrom(table).selectAll().where('email', '=', email).orderBy('id').execute();
  }
}
