import {
  CERTIFICATE_ID_PATTERN,
  type AdminCertificate,
  type AdminCertificatesResponse,
  type Certificate,
  type CertificateEvidence,
  type CompletionProgress,
  type CertificateSummary,
  type CertificateVerification,
  type EligibleEnrollment,
} from '@launchpad/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { todayInIndia, type EnrollmentWithBatch } from '../batches/service.ts';
import type { UserRow } from '../users/service.ts';
import { certificatePdf } from './pdf.ts';
import type { CertificateRow, CertificatesRepo } from './repo.ts';
import {
  newCertificateId,
  signatureMatches,
  signCertificate,
  type SignedFields,
} from './signing.ts';

/** What certificates need from the modules that own enrollments, accounts and progress. */
export interface CertificateSources {
  enrollments: {
    finishedEnrollments(today: string): Promise<EnrollmentWithBatch[]>;
    enrollmentWithBatch(id: number): Promise<EnrollmentWithBatch | undefined>;
  };
  users: {
    findByEmail(email: string): Promise<UserRow | undefined>;
    findById(id: number): Promise<UserRow | undefined>;
  };
  progress: {
    progressByTopic(userId: number): Promise<Array<{ points: number | string | bigint | null }>>;
  };
  /** The batch's completion rules against the learner, and the projects they passed. */
  completion: {
    progressOf(batchId: number, userId: number): Promise<CompletionProgress>;
    passedProjectsOf(
      batchId: number,
      userId: number,
    ): Promise<Array<{ title: string; reviewerName: string }>>;
  };
}

const CERTIFIED_STATUSES: readonly string[] = ['enrolled', 'closed'];

export const certificateNotFound = () =>
  new HttpError(404, 'There is no certificate with this id.');

/**
 * Completion certificates (decision 0015): issued by the team for an enrolled learner of a
 * finished batch, signed with the server's secret, verified on every read, revocable.
 */
export class CertificateService {
  constructor(
    private readonly repo: CertificatesRepo,
    private readonly sources: CertificateSources,
    private readonly secret: string,
    private readonly publicUrl: URL,
  ) {}

  /** The team's page: who may get a certificate now, and every certificate issued. */
  async adminList(): Promise<AdminCertificatesResponse> {
    const [finished, certified, rows] = await Promise.all([
      this.sources.enrollments.finishedEnrollments(todayInIndia()),
      this.repo.certifiedEnrollmentIds(),
      this.repo.listAll(),
    ]);
    const eligible: EligibleEnrollment[] = [];
    for (const enrollment of finished) {
      if (certified.has(enrollment.enrollmentId)) continue;
      const user = await this.sources.users.findByEmail(enrollment.email);
      if (!user || user.email_verified_at === null) continue;
      const progress = await this.sources.completion.progressOf(enrollment.batchId!, user.id);
      eligible.push({
        complete: progress.complete,
        missing: missingFrom(progress),
        enrollmentId: enrollment.enrollmentId,
        learnerName: nameOf(user),
        email: user.email,
        program: enrollment.course,
        batchStartsOn: enrollment.batchStartsOn!,
        batchEndsOn: enrollment.batchEndsOn!,
        points: await this.pointsOf(user.id),
      });
    }
    const issued = await Promise.all(rows.map((row) => this.toAdmin(row)));
    return { eligible, issued };
  }

  /**
   * Issues the certificate of an enrollment: 404 when there is no such request, 409 (saying why)
   * when it may not have one, or already has, or the learner does not meet the batch's completion
   * rules and no override reason is given. The name, points and evidence are read now and signed.
   */
  async issue(
    enrollmentId: number,
    issuedBy: number,
    overrideReason?: string,
  ): Promise<AdminCertificate> {
    const enrollment = await this.sources.enrollments.enrollmentWithBatch(enrollmentId);
    if (!enrollment) throw new HttpError(404, 'This enrollment request does not exist.');
    if ((await this.repo.certifiedEnrollmentIds()).has(enrollmentId)) throw alreadyIssued();
    const user = await this.eligibleLearner(enrollment);
    const batchId = enrollment.batchId!;
    const progress = await this.sources.completion.progressOf(batchId, user.id);
    if (!progress.complete && !overrideReason) {
      throw new HttpError(
        409,
        `This learner does not meet the batch's completion rules (${missingFrom(progress).join('; ')}). To issue it anyway, write the reason.`,
      );
    }
    const evidence: CertificateEvidence = {
      attendance: {
        classesHeld: progress.attendance.classesHeld,
        attended: progress.attendance.attended,
        percent: progress.attendance.percent,
      },
      projects: await this.sources.completion.passedProjectsOf(batchId, user.id),
      verifiedChallenges: progress.challenges.verified,
      points: progress.challenges.points,
      override: !progress.complete,
    };
    const fields: SignedFields = {
      id: newCertificateId(),
      learnerName: nameOf(user),
      program: enrollment.course,
      batchStartsOn: enrollment.batchStartsOn!,
      batchEndsOn: enrollment.batchEndsOn!,
      points: progress.challenges.points,
      issuedAt: new Date().toISOString(),
      evidence: JSON.stringify(evidence),
    };
    try {
      const row = await this.repo.insert({
        id: fields.id,
        user_id: user.id,
        enrollment_id: enrollmentId,
        batch_id: batchId,
        learner_name: fields.learnerName,
        program: fields.program,
        batch_starts_on: fields.batchStartsOn,
        batch_ends_on: fields.batchEndsOn,
        points: fields.points,
        issued_at: fields.issuedAt,
        issued_by: issuedBy,
        signature: signCertificate(fields, this.secret),
        revoked_at: null,
        revoked_by: null,
        revoke_reason: null,
        evidence: fields.evidence!,
        // Kept with the record only when it was needed.
        override_reason: progress.complete ? null : overrideReason!,
      });
      return this.toAdmin(row);
    } catch (error) {
      // Another team member issued it in the meantime (one certificate per enrollment).
      if (isUniqueViolation(error)) throw alreadyIssued();
      throw error;
    }
  }

  /** Revokes it with the reason: 404 for no such certificate, 409 when it already is revoked. */
  async revoke(id: string, revokedBy: number, reason: string): Promise<AdminCertificate> {
    if (!CERTIFICATE_ID_PATTERN.test(id)) throw certificateNotFound();
    const row = await this.repo.revoke(id, {
      revokedAt: new Date().toISOString(),
      revokedBy,
      reason,
    });
    if (row) return this.toAdmin(row);
    if (await this.repo.findById(id)) {
      throw new HttpError(409, 'This certificate is already revoked.');
    }
    throw certificateNotFound();
  }

  /** Whether a certificate has this id, revoked or not: whether `find` answers it, without 404. */
  async exists(id: string): Promise<boolean> {
    return CERTIFICATE_ID_PATTERN.test(id) && (await this.repo.findById(id)) !== undefined;
  }

  /** Anyone's view of a certificate; 404 for an unknown or malformed id. */
  async find(id: string): Promise<Certificate> {
    const row = CERTIFICATE_ID_PATTERN.test(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw certificateNotFound();
    return this.toCertificate(row);
  }

  /**
   * The PDF of a certificate. One whose record does not verify is not made at all (409): a PDF
   * outlives the page, and would carry whatever was changed in the record as if it were true.
   */
  async pdf(id: string): Promise<Buffer> {
    const certificate = await this.find(id);
    if (certificate.verification === 'not_verified') {
      throw new HttpError(
        409,
        'This certificate does not match its signature, so no PDF is made for it. Ask the team to look into it.',
      );
    }
    return certificatePdf(certificate, this.pageUrl(id));
  }

  /** The learner's certificates that verify, newest first: what their profiles list. */
  /** The learner's certificates as stored, revoked ones too (their data export). */
  exportFor(userId: number): Promise<CertificateRow[]> {
    return this.repo.listOf(userId);
  }

  async shownFor(userId: number): Promise<CertificateSummary[]> {
    const rows = await this.repo.listUnrevokedOf(userId);
    return rows
      .map((row) => this.toCertificate(row))
      .filter((certificate) => certificate.verification === 'verified')
      .map(({ id, program, batchStartsOn, batchEndsOn, issuedAt }) => ({
        id,
        program,
        batchStartsOn,
        batchEndsOn,
        issuedAt,
      }));
  }

  /** The page anyone opens to check a certificate (printed on the PDF, in its QR code). */
  pageUrl(id: string): string {
    return new URL(`/certificates/${id}`, this.publicUrl).href;
  }

  /** Who may get a certificate for this enrollment; a 409 saying why not otherwise. */
  private async eligibleLearner(enrollment: EnrollmentWithBatch): Promise<UserRow> {
    if (!CERTIFIED_STATUSES.includes(enrollment.status)) {
      throw new HttpError(
        409,
        `Only enrolled learners get a certificate; this request is ${enrollment.status.replace('_', ' ')}.`,
      );
    }
    if (enrollment.batchId === null || !enrollment.batchEndsOn || !enrollment.batchStartsOn) {
      throw new HttpError(409, 'This enrollment has no batch, so there is no course to certify.');
    }
    if (enrollment.batchEndsOn >= todayInIndia()) {
      throw new HttpError(
        409,
        `The batch ends on ${enrollment.batchEndsOn}; its certificates can be issued from the day after.`,
      );
    }
    const user = await this.sources.users.findByEmail(enrollment.email);
    if (!user) {
      throw new HttpError(
        409,
        `No account uses ${enrollment.email} yet: the learner needs to sign up with this address first.`,
      );
    }
    if (user.email_verified_at === null) {
      throw new HttpError(
        409,
        `The account ${user.email} has not verified its e-mail address yet, so it cannot get a certificate.`,
      );
    }
    return user;
  }

  private async pointsOf(userId: number): Promise<number> {
    const topics = await this.sources.progress.progressByTopic(userId);
    // Aggregates come back as strings from PostgreSQL and numbers from SQLite.
    return topics.reduce((total, topic) => total + Number(topic.points ?? 0), 0);
  }

  private toCertificate(row: CertificateRow): Certificate {
    const fields: SignedFields = {
      id: row.id,
      learnerName: row.learner_name,
      program: row.program,
      batchStartsOn: row.batch_starts_on,
      batchEndsOn: row.batch_ends_on,
      points: row.points,
      issuedAt: row.issued_at,
      ...(row.evidence === null ? {} : { evidence: row.evidence }),
    };
    let verification: CertificateVerification = 'verified';
    // A record that does not match its signature says nothing trustworthy, revoked or not.
    if (!signatureMatches(fields, row.signature, this.secret)) verification = 'not_verified';
    else if (row.revoked_at !== null) verification = 'revoked';
    const { evidence, ...said } = fields;
    return {
      ...said,
      revokedAt: row.revoked_at,
      verification,
      evidence: evidence === undefined ? null : (JSON.parse(evidence) as CertificateEvidence),
    };
  }

  private async toAdmin(row: CertificateRow): Promise<AdminCertificate> {
    const user = await this.sources.users.findById(row.user_id);
    return {
      ...this.toCertificate(row),
      enrollmentId: row.enrollment_id,
      email: user?.email ?? '',
      revokeReason: row.revoke_reason,
      overrideReason: row.override_reason,
    };
  }
}

/** What a learner lacks of the batch's rules, as the team reads it. */
function missingFrom({
  rules,
  attendance,
  projects,
  challenges,
  met,
}: CompletionProgress): string[] {
  return [
    ...(met.attendance
      ? []
      : [`attendance ${attendance.percent ?? 0} % of the ${rules.minAttendancePercent} % needed`]),
    ...(met.projects ? [] : [`${projects.passed} of ${projects.total} projects passed`]),
    ...(met.challenges
      ? []
      : [`${challenges.verified} of ${rules.minVerifiedChallenges} verified challenges`]),
  ];
}

const alreadyIssued = () => new HttpError(409, 'This enrollment already has a certificate.');

/** The account's full name; its user name if the name was left blank. */
const nameOf = (user: UserRow) => user.name.trim() || user.user_name;
