import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalForm,
  certificateSecret,
  newCertificateId,
  signatureMatches,
  signCertificate,
  type SignedFields,
} from './signing.ts';

const SECRET = 'a'.repeat(64);
const fields: SignedFields = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  learnerName: 'Zoë Kapoor',
  program: 'Frontend Launchpad',
  batchStartsOn: '2025-06-18',
  batchEndsOn: '2025-08-18',
  points: 340,
  issuedAt: '2025-08-20T10:00:00.000Z',
};

describe('certificate signatures', () => {
  it('signs a canonical form in which no field can borrow from its neighbour', () => {
    const moved = { ...fields, learnerName: 'Zoë', program: ' KapoorFrontend Launchpad' };
    expect(canonicalForm(moved)).not.toBe(canonicalForm(fields));
    expect(signCertificate(moved, SECRET)).not.toBe(signCertificate(fields, SECRET));
    // A number is not its digits as text.
    expect(canonicalForm(fields)).toContain(',340,');
    expect(signCertificate(fields, SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches only its own secret and fields, and any malformed signature fails', () => {
    const signature = signCertificate(fields, SECRET);
    expect(signatureMatches(fields, signature, SECRET)).toBe(true);
    expect(signatureMatches(fields, signature, 'b'.repeat(64))).toBe(false);
    expect(signatureMatches({ ...fields, points: 341 }, signature, SECRET)).toBe(false);
    expect(signatureMatches({ ...fields, learnerName: 'Zoe Kapoor' }, signature, SECRET)).toBe(
      false,
    );
    for (const bad of ['', signature.slice(2), `${signature}00`, signature.toUpperCase(), 'zz']) {
      expect(signatureMatches(fields, bad, SECRET)).toBe(false);
    }
  });

  it('signs the evidence with the record, and keeps the first format for certificates without', () => {
    const evidence = JSON.stringify({ attendance: { percent: 80 }, projects: [], override: false });
    const withEvidence = { ...fields, evidence };
    const signature = signCertificate(withEvidence, SECRET);
    expect(signatureMatches(withEvidence, signature, SECRET)).toBe(true);
    // An edited evidence, or the evidence dropped, no longer matches.
    const edited = evidence.replace('80', '95');
    expect(signatureMatches({ ...fields, evidence: edited }, signature, SECRET)).toBe(false);
    expect(signatureMatches(fields, signature, SECRET)).toBe(false);
    // A certificate of the first format still verifies as it was signed.
    expect(canonicalForm(fields)).toContain('launchpad-certificate-v1');
    expect(canonicalForm(withEvidence)).toContain('launchpad-certificate-v2');
  });

  it('makes 128-bit base64url ids', () => {
    const ids = new Set(Array.from({ length: 200 }, newCertificateId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });
});

describe('certificateSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'launchpad-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses CERTIFICATE_SECRET when set, and writes no file', () => {
    const file = join(tempDir(), 'certificate-secret');
    expect(certificateSecret(SECRET, file)).toBe(SECRET);
    expect(existsSync(file)).toBe(false);
  });

  it('otherwise makes one secret in the data folder (0600) and keeps it across starts', () => {
    const file = join(tempDir(), 'nested', 'certificate-secret');
    const first = certificateSecret(undefined, file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(certificateSecret(undefined, file)).toBe(first);
    expect(certificateSecret(undefined, join(tempDir(), 'certificate-secret'))).not.toBe(first);
  });

  it('refuses to start on a kept secret that is too short to be one', () => {
    const file = join(tempDir(), 'certificate-secret');
    writeFileSync(file, 'short\n');
    expect(() => certificateSecret(undefined, file)).toThrow(/CERTIFICATE_SECRET/);
  });
});
