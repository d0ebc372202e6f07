import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a certificate's signature covers (decision 0015). Revocation is not part of it. */
export interface SignedFields {
  id: string;
  learnerName: string;
  program: string;
  batchStartsOn: string;
  batchEndsOn: string;
  points: number;
  issuedAt: string;
  /**
   * The evidence as stored (JSON text, issue #33), signed byte for byte; undefined for a
   * certificate issued before evidence was recorded, which keeps the first format.
   */
  evidence?: string;
}

/** Names the format, so a later change of the signed fields cannot be confused with this one. */
const SIGNATURE_VERSION = 'launchpad-certificate-v1';
/** The second format: the first's fields, then the evidence. */
const EVIDENCE_SIGNATURE_VERSION = 'launchpad-certificate-v2';

/**
 * The bytes that are signed: a JSON array in a fixed order. JSON quotes and escapes every string,
 * so no choice of name or program can move a field boundary ('Ann' + 'a B' never signs like
 * 'Anna' + ' B'), and a number cannot pass for a string.
 */
export function canonicalForm(fields: SignedFields): string {
  return JSON.stringify([
    fields.evidence === undefined ? SIGNATURE_VERSION : EVIDENCE_SIGNATURE_VERSION,
    fields.id,
    fields.learnerName,
    fields.program,
    fields.batchStartsOn,
    fields.batchEndsOn,
    fields.points,
    fields.issuedAt,
    ...(fields.evidence === undefined ? [] : [fields.evidence]),
  ]);
}

/** Hex HMAC-SHA256 of the canonical form under `secret`. */
export function signCertificate(fields: SignedFields, secret: string): string {
  return createHmac('sha256', secret).update(canonicalForm(fields), 'utf8').digest('hex');
}

/** Whether `signature` is the one `secret` gives these fields, compared in constant time. */
export function signatureMatches(fields: SignedFields, signature: string, secret: string): boolean {
  const expected = Buffer.from(signCertificate(fields, secret), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : undefined;
  return given !== undefined && timingSafeEqual(expected, given);
}

/** A new certificate id: 128 random bits, base64url (22 characters, safe in a URL). */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * CERTIFICATE_SECRET when it is set; otherwise the secret kept in `file`, made on first use
 * (32 random bytes, readable by the server's user alone), so a bare `npm start` signs and
 * verifies across restarts with nothing to configure.
 */
export function certificateSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': if another process made it first, its secret is the one read back below.
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < 32) {
    throw new Error(
      `${file} holds no usable certificate secret: delete it or set CERTIFICATE_SECRET`,
    );
  }
  return kept;
}
