import { z } from 'zod';
import { MAX_ROW_ID } from './ids.ts';

/**
 * Completion certificates (issue #16, decision 0015). A certificate's id is its public name: 128
 * random bits in base64url, 22 characters. Anything else names no certificate (404, not 400).
 */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * 'verified': the stored fields match their signature and it is not revoked; 'revoked': the team
 * withdrew it; 'not_verified': the record was changed after it was signed (or signed with another
 * secret), so nothing it says can be trusted.
 */
export const certificateVerifications = ['verified', 'revoked', 'not_verified'] as const;
export type CertificateVerification = (typeof certificateVerifications)[number];

/** Anything in the path: a malformed id is answered 404 like an unknown one. */
export const certificateParamsSchema = z.object({ id: z.string().max(100) });

/**
 * What a certificate certifies (issue #33), inside its signed record: the learner's attendance,
 * the projects they passed and who reviewed each, their verified challenges and points, and
 * whether the team issued it by override of the batch's completion rules.
 */
export const certificateEvidenceSchema = z.object({
  attendance: z.object({
    classesHeld: z.number().int(),
    attended: z.number().int(),
    percent: z.number().int().nullable(),
  }),
  projects: z.array(z.object({ title: z.string(), reviewerName: z.string() })),
  verifiedChallenges: z.number().int(),
  points: z.number().int(),
  /** Issued although the rules were not met, with a reason the team wrote (kept with the record). */
  override: z.boolean(),
});
export type CertificateEvidence = z.infer<typeof certificateEvidenceSchema>;

/** What a certificate says, as anyone may read it at /certificates/{id}. */
export const certificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  program: z.string(),
  /** Days in India, YYYY-MM-DD. */
  batchStartsOn: z.string(),
  batchEndsOn: z.string(),
  /** The learner's verified practice points when it was issued. */
  points: z.number().int(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  verification: z.enum(certificateVerifications),
  /** Null on certificates issued before evidence was recorded. */
  evidence: certificateEvidenceSchema.nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate as a profile lists it (only verified ones are listed). */
export const certificateSummarySchema = certificateSchema.pick({
  id: true,
  program: true,
  batchStartsOn: true,
  batchEndsOn: true,
  issuedAt: true,
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const myCertificatesResponseSchema = z.object({
  certificates: z.array(certificateSummarySchema),
});
export type MyCertificatesResponse = z.infer<typeof myCertificatesResponseSchema>;

/** A certificate as the team sees it: who it is for and why it was revoked. */
export const adminCertificateSchema = certificateSchema.extend({
  enrollmentId: z.number().int(),
  email: z.string(),
  revokeReason: z.string().nullable(),
  overrideReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** An enrollment the team may issue a certificate for, with what the certificate would say. */
export const eligibleEnrollmentSchema = z.object({
  enrollmentId: z.number().int(),
  learnerName: z.string(),
  email: z.string(),
  program: z.string(),
  batchStartsOn: z.string(),
  batchEndsOn: z.string(),
  points: z.number().int(),
  /** Whether the learner meets the batch's completion rules, and what is missing if not. */
  complete: z.boolean(),
  missing: z.array(z.string()),
});
export type EligibleEnrollment = z.infer<typeof eligibleEnrollmentSchema>;

export const adminCertificatesResponseSchema = z.object({
  eligible: z.array(eligibleEnrollmentSchema),
  issued: z.array(adminCertificateSchema),
});
export type AdminCertificatesResponse = z.infer<typeof adminCertificatesResponseSchema>;

export const OVERRIDE_REASON_MAX = 500;
export const issueCertificateRequestSchema = z.object({
  enrollmentId: z.number().int().positive().max(MAX_ROW_ID),
  /** Needed to issue one to a learner who does not meet the batch's completion rules. */
  overrideReason: z
    .string()
    .trim()
    .max(OVERRIDE_REASON_MAX, `The reason must be at most ${OVERRIDE_REASON_MAX} characters`)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(10, 'Write a reason of at least 10 characters').optional()),
});

export const REVOKE_REASON_MAX = 500;
export const revokeCertificateRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the certificate is revoked')
    .max(REVOKE_REASON_MAX, `The reason must be at most ${REVOKE_REASON_MAX} characters`),
});
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequestSchema>;
