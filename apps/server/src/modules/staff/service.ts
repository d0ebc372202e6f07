import { randomBytes } from 'node:crypto';
import {
  STAFF_INVITE_DAYS,
  type MentorCard,
  type MentorCardInput,
  type PublicMentorsResponse,
  type StaffInviteRequest,
  type StaffMember,
  type StaffResponse,
  type StaffRole,
} from '@launchpad/contract';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken } from '../auth/sessions.ts';
import type { BatchesService } from '../batches/service.ts';
import type { MailQueue } from '../mail/outbox.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { staffInviteMail } from './mails.ts';
import type { MentorCardRow, StaffRepo } from './repo.ts';

const DAY_MS = 86_400_000;

export const INVITE_NOT_VALID =
  'This invite link is not valid: it was used, it expired, or it is for another e-mail address. Log in with the invited address, or ask the team for a new invite.';

/**
 * The team and its mentors (issue #32): invites by mail (a single-use link, 7 days), and which
 * batches each mentor teaches. A mentor sees only those; the team sees every batch.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly repo: StaffRepo,
    private readonly deps: {
      users: Pick<
        UserService,
        'findByEmail' | 'withStaffRoles' | 'findById' | 'acceptRole' | 'byIds'
      >;
      views: { isAdmin(row: UserRow): boolean; isMentor(row: UserRow): boolean };
      batches: Pick<BatchesService, 'byIds'>;
      mail: MailQueue;
      publicUrl: URL;
    },
  ) {}

  async invite(inviter: UserRow, request: StaffInviteRequest & { email: string }): Promise<void> {
    const role = request.role as StaffRole;
    const existing = await this.deps.users.findByEmail(request.email);
    if (existing?.role === role) {
      throw new HttpError(
        409,
        `${request.email} is already ${role === 'team' ? 'on the team' : 'a mentor'}.`,
      );
    }
    const token = randomBytes(32).toString('base64url');
    const link = new URL('/staff-invite', this.deps.publicUrl);
    link.searchParams.set('token', token);
    await inTransaction(this.db, async (trx) => {
      await this.repo.retireInvites(trx, request.email);
      await this.repo.insertInvite(trx, {
        email: request.email,
        role,
        token_hash: hashToken(token),
        invited_by: inviter.id,
        expires_at: new Date(Date.now() + STAFF_INVITE_DAYS * DAY_MS).toISOString(),
      });
      await this.deps.mail.enqueue(trx, staffInviteMail(request.email, role, link.href));
    });
  }

  /** The invited account takes its role; the link works once, for its own address only. */
  async accept(user: UserRow, token: string): Promise<StaffRole> {
    return inTransaction(this.db, async (trx) => {
      const invite = await this.repo.consumeInvite(trx, hashToken(token), user.email, user.id);
      if (!invite) throw new HttpError(400, INVITE_NOT_VALID);
      await this.deps.users.acceptRole(trx, user.id, invite.role);
      return invite.role;
    });
  }

  async list(): Promise<StaffResponse> {
    const [people, invites] = await Promise.all([
      this.deps.users.withStaffRoles(),
      this.repo.openInvites(),
    ]);
    const batchIds = await this.repo.batchIdsByMentor(people.map((person) => person.id));
    return {
      staff: people.map((person) => toStaffMember(person, batchIds.get(person.id) ?? [])),
      invites: invites.map((invite) => ({
        id: invite.id,
        email: invite.email,
        role: invite.role,
        expiresAt: invite.expires_at,
      })),
    };
  }

  async setMentorBatches(userId: number, batchIds: readonly number[]): Promise<StaffMember> {
    const mentor = await this.deps.users.findById(userId);
    if (mentor?.role !== 'mentor') throw new HttpError(404, 'This mentor does not exist.');
    const unique = [...new Set(batchIds)];
    const found = await this.deps.batches.byIds(unique);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new HttpError(400, 'Some of these batches do not exist.', {
        batchIds: [`No batch has the id ${missing.join(', ')}.`],
      });
    }
    await inTransaction(this.db, (trx) => this.repo.setMentorBatches(trx, userId, unique));
    return toStaffMember(
      mentor,
      unique.sort((a, b) => a - b),
    );
  }

  /** The batches this member of staff may see: every one for the team (null), else their own. */
  async visibleBatchIds(user: UserRow): Promise<number[] | null> {
    if (this.deps.views.isAdmin(user)) return null;
    if (!this.deps.views.isMentor(user)) return [];
    return this.taughtBatchIds(user);
  }

  /** The batches assigned to this person as a mentor (whatever their role now). */
  async taughtBatchIds(user: UserRow): Promise<number[]> {
    return (await this.repo.batchIdsByMentor([user.id])).get(user.id) ?? [];
  }

  /** Whether this member of staff may see this batch's classes and learners. */
  async maySee(user: UserRow, batchId: number): Promise<boolean> {
    if (this.deps.views.isAdmin(user)) return true;
    return this.deps.views.isMentor(user) && this.repo.teaches(user.id, batchId);
  }

  /** The caller's public card, or null before they write one. */
  async cardOf(user: UserRow): Promise<MentorCard | null> {
    const row = await this.repo.cardOf(user.id);
    return row ? toCard(row, user.image) : null;
  }

  /**
   * Saves a mentor's card. Only a mentor (or a team member who teaches) has one; the photo is the
   * account's profile photo, already checked by content and owned by them.
   */
  async saveCard(
    user: UserRow,
    input: MentorCardInput & { linkedin: string | null },
  ): Promise<MentorCard> {
    const row = await this.repo.saveCard({
      user_id: user.id,
      name: input.name,
      role: input.role,
      years_experience: Number(input.yearsOfExperience),
      about: input.about,
      linkedin: input.linkedin,
      published: input.published ? 1 : 0,
    });
    return toCard(row, user.image);
  }

  /** The published cards of people who are still staff, each with their current photo. */
  async publishedCards(): Promise<PublicMentorsResponse> {
    const rows = await this.repo.publishedCards();
    const people = new Map(
      (await this.deps.users.byIds(rows.map((row) => row.user_id))).map((row) => [row.id, row]),
    );
    const mentors = rows.flatMap((row) => {
      const person = people.get(row.user_id);
      if (!person || !(this.deps.views.isMentor(person) || this.deps.views.isAdmin(person))) {
        return [];
      }
      const { published: _, ...card } = toCard(row, person.image);
      return [card];
    });
    return { mentors };
  }

  /** The mentors assigned to a batch (its reminders and recordings go to them too). */
  async mentorsOf(batchId: number): Promise<UserRow[]> {
    return this.deps.users.byIds(await this.repo.mentorIdsOf(batchId));
  }
}

const toCard = (row: MentorCardRow, photoUrl: string | null): MentorCard => ({
  name: row.name,
  role: row.role,
  yearsOfExperience: row.years_experience,
  about: row.about,
  linkedin: row.linkedin,
  photoUrl,
  published: row.published === 1,
});

const toStaffMember = (row: UserRow, batchIds: number[]): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role === 'team' ? 'team' : 'mentor',
  batchIds,
});
