import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { CERTIFICATE_ID_PATTERN, type EnrollmentStatus } from '@launchpad/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  expectTeamOnly,
  markEmailVerified,
  signUpAdmin,
  signUpLearner,
  updateUserRow,
} from '../../testing/accounts.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { todayInIndia } from '../batches/service.ts';
import { signCertificate } from './signing.ts';

const SHELL = '<!doctype html><title>Launchpad</title>';
const ADMIN = 'team@example.com';
/** On ADMIN_EMAILS, never verified: refused like a learner, told to verify. */
const OPS = 'ops-certificates@example.com';

/** The day `offset` days from today in India (YYYY-MM-DD). */
function dayFromToday(offset: number): string {
  const today = Date.parse(`${todayInIndia()}T00:00:00Z`);
  return new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The text a PDF draws: its Flate streams inflated, and the hex strings of their text operators
 * decoded (the standard fonts write WinAnsi, which is Latin-1 for these names).
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'launchpad-web-'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase('certificates', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await kind.start({
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: `${ADMIN}, ${OPS}`,
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: 'https://launchpad.example',
    });
    admin = await signUpAdmin(t.app, t.database, ADMIN);
  });
  afterAll(() => t.close());

  /** A learner with an account (verified unless told) and verified points from one challenge. */
  async function learner(name = 'Zoë Kapoor', { verified = true, points = true } = {}) {
    const { client, email, response } = await signUpLearner(t.app, name);
    if (verified) await markEmailVerified(t, email);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    let score = 0;
    if (points) {
      const challenge = await t.database.db
        .selectFrom('challenges')
        .select(['id', 'score'])
        .where('active', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      score = challenge.score;
      await t.database.db
        .insertInto('challenge_progress')
        .values({
          user_id: user.id,
          challenge_id: challenge.id,
          best_score: challenge.score,
          solved: 1,
          previous_data: '{}',
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
    return { client, email, userName: response.json().user.userName as string, score };
  }

  /**
   * An enrollment request for `email` in a batch (ending yesterday unless told), with its status
   * set in the database: these tests are about certificates, not the pipeline's effects.
   */
  async function enrollment(
    email: string,
    { status = 'enrolled' as EnrollmentStatus, endsOn = dayFromToday(-1), withBatch = true } = {},
  ): Promise<number> {
    const now = new Date().toISOString();
    const batch = withBatch
      ? await t.database.db
          .insertInto('batches')
          .values({
            course: 'Frontend Launchpad',
            starts_on: dayFromToday(-70),
            ends_on: endsOn,
            schedule: 'Mon to Fri, 7 pm',
            seats: 30,
            price_inr: 1200,
            class_link: null,
            status: 'closed',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : undefined;
    const row = await t.database.db
      .insertInto('enrollments')
      .values({
        first_name: 'Some',
        last_name: 'One',
        email,
        designation: null,
        phone_number: null,
        referral_code: null,
        course: 'Frontend Launchpad',
        status,
        referrer_user_id: null,
        batch_id: batch?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const issue = (enrollmentId: number, client = admin) =>
    client.post('/api/admin/certificates', { enrollmentId });
  const revoke = (id: string, reason = 'Issued by mistake', client = admin) =>
    client.post(`/api/admin/certificates/${id}/revoke`, { reason });
  const view = (id: string) => new TestClient(t.app).get(`/api/certificates/${id}`);

  async function issued(name = 'Zoë Kapoor') {
    const person = await learner(name);
    const enrollmentId = await enrollment(person.email);
    const res = await issue(enrollmentId);
    expect(res.statusCode).toBe(201);
    return { ...person, enrollmentId, certificate: res.json() };
  }

  it('answers 401 to visitors and 403 to learners and unverified team members on every admin endpoint', async () => {
    await expectTeamOnly(
      t.app,
      t.database,
      [
        (c) => c.get('/api/admin/certificates'),
        (c) => c.post('/api/admin/certificates', { enrollmentId: 1 }),
        (c) => c.post(`/api/admin/certificates/${'A'.repeat(22)}/revoke`, { reason: 'x' }),
      ],
      { unverifiedTeamEmail: OPS },
    );
    expect((await new TestClient(t.app).get('/api/certificates/mine')).statusCode).toBe(401);
  });
  it('lists only enrolled learners of finished batches with a verified account', async () => {
    const ready = await learner('Ready Learner');
    const readyId = await enrollment(ready.email);
    const closedId = await enrollment((await learner('Closed Learner')).email, {
      status: 'closed',
    });
    const notEnrolled = await enrollment((await learner('Contacted')).email, {
      status: 'contacted',
    });
    const endsToday = await enrollment((await learner('Still Learning')).email, {
      endsOn: dayFromToday(0),
    });
    const noBatch = await enrollment((await learner('No Batch')).email, { withBatch: false });
    const unverified = await enrollment((await learner('Unverified', { verified: false })).email);
    const noAccount = await enrollment(`nobody-${randomUUID()}@example.com`);

    const { eligible } = (await admin.get('/api/admin/certificates')).json();
    const ids = eligible.map((e: { enrollmentId: number }) => e.enrollmentId);
    expect(ids).toContain(readyId);
    expect(ids).toContain(closedId);
    for (const refused of [notEnrolled, endsToday, noBatch, unverified, noAccount]) {
      expect(ids).not.toContain(refused);
    }
    expect(eligible.find((e: { enrollmentId: number }) => e.enrollmentId === readyId)).toEqual({
      enrollmentId: readyId,
      learnerName: 'Ready Learner',
      email: ready.email,
      program: 'Frontend Launchpad',
      batchStartsOn: dayFromToday(-70),
      batchEndsOn: dayFromToday(-1),
      points: ready.score,
      // No classes, projects or challenge minimum in this batch: the default rules are met.
      complete: true,
      missing: [],
    });

    const refusals = [
      [notEnrolled, 'Only enrolled learners get a certificate; this request is contacted.'],
      [
        endsToday,
        `The batch ends on ${dayFromToday(0)}; its certificates can be issued from the day after.`,
      ],
      [noBatch, 'This enrollment has no batch, so there is no course to certify.'],
      [unverified, expect.stringContaining('has not verified its e-mail address yet')],
      [noAccount, expect.stringContaining('the learner needs to sign up with this address')],
    ] as const;
    for (const [id, message] of refusals) {
      const res = await issue(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
    }
    expect((await issue(999_999)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/certificates', { enrollmentId: 'x' })).statusCode).toBe(
      400,
    );
    const count = await t.database.db
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('enrollment_id', 'in', [notEnrolled, endsToday, noBatch, unverified, noAccount])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('issues a signed certificate once, which its public page says is verified', async () => {
    const { email, enrollmentId, certificate, score } = await issued();
    expect(certificate.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(certificate).toMatchObject({
      learnerName: 'Zoë Kapoor',
      program: 'Frontend Launchpad',
      batchStartsOn: dayFromToday(-70),
      batchEndsOn: dayFromToday(-1),
      points: score,
      revokedAt: null,
      verification: 'verified',
      enrollmentId,
      email,
      revokeReason: null,
    });
    expect(score).toBeGreaterThan(0);

    const res = await view(certificate.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: certificate.id,
      learnerName: 'Zoë Kapoor',
      program: 'Frontend Launchpad',
      batchStartsOn: dayFromToday(-70),
      batchEndsOn: dayFromToday(-1),
      points: score,
      issuedAt: certificate.issuedAt,
      revokedAt: null,
      verification: 'verified',
      evidence: {
        attendance: { classesHeld: 0, attended: 0, percent: null },
        projects: [],
        verifiedChallenges: 1,
        points: score,
        override: false,
      },
    });
    // Nothing about the team's side (who, why, the e-mail) is public.
    expect(res.body).not.toContain(email);

    const again = await issue(enrollmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This enrollment already has a certificate.' });
    const list = (await admin.get('/api/admin/certificates')).json();
    expect(list.eligible.map((e: { enrollmentId: number }) => e.enrollmentId)).not.toContain(
      enrollmentId,
    );
    expect(list.issued.find((c: { id: string }) => c.id === certificate.id)).toMatchObject({
      email,
      verification: 'verified',
    });
  });

  it('gives each certificate an unguessable, URL-safe id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await issued(`Learner ${i}`)).certificate.id);
    expect(ids.size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 22 base64url characters: 128 random bits
      expect(encodeURIComponent(id)).toBe(id);
    }
  });

  it('says not verified once the stored name or points were changed, or signed elsewhere', async () => {
    for (const change of [
      { learner_name: 'Someone Else' },
      { points: 99_999 },
      { batch_ends_on: '2099-01-01' },
    ]) {
      const { certificate } = await issued();
      await t.database.db
        .updateTable('certificates')
        .set(change)
        .where('id', '=', certificate.id)
        .execute();
      const res = await view(certificate.id);
      expect(res.json().verification).toBe('not_verified');
      const pdf = await new TestClient(t.app).get(`/api/certificates/${certificate.id}/pdf`);
      expect(pdf.statusCode).toBe(409);
      expect(pdf.json().message).toContain('does not match its signature');
    }

    const { certificate } = await issued();
    const fields = {
      id: certificate.id,
      learnerName: certificate.learnerName,
      program: certificate.program,
      batchStartsOn: certificate.batchStartsOn,
      batchEndsOn: certificate.batchEndsOn,
      points: certificate.points,
      issuedAt: certificate.issuedAt,
    };
    for (const signature of [signCertificate(fields, 'another-secret'.repeat(3)), 'not hex', '']) {
      await t.database.db
        .updateTable('certificates')
        .set({ signature })
        .where('id', '=', certificate.id)
        .execute();
      expect((await view(certificate.id)).json().verification).toBe('not_verified');
    }
  });

  it('revokes a certificate once, with a reason the public does not see', async () => {
    const { certificate, client } = await issued();
    const res = await revoke(certificate.id, 'Issued to the wrong batch');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verification: 'revoked',
      revokedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      revokeReason: 'Issued to the wrong batch',
    });
    const page = await view(certificate.id);
    expect(page.json()).toMatchObject({ verification: 'revoked', revokedAt: res.json().revokedAt });
    expect(page.body).not.toContain('wrong batch');

    const twice = await revoke(certificate.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This certificate is already revoked.' });
    expect((await revoke('A'.repeat(22))).statusCode).toBe(404);
    expect((await revoke('bad id')).statusCode).toBe(404);
    const blank = await revoke(certificate.id, '   ');
    expect(blank.statusCode).toBe(400);
    // The learner's data export keeps it, revoked, as stored.
    expect((await client.get('/api/account/export')).json().certificates).toEqual([
      expect.objectContaining({
        id: certificate.id,
        revoke_reason: 'Issued to the wrong batch',
      }),
    ]);
  });

  it('answers 404 for unknown and malformed ids alike', async () => {
    for (const id of ['A'.repeat(22), 'short', 'a.b', 'a%20b', '__proto__', 'Z'.repeat(99)]) {
      for (const url of [`/api/certificates/${id}`, `/api/certificates/${id}/pdf`]) {
        const res = await new TestClient(t.app).get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'There is no certificate with this id.' });
      }
    }
  });

  it('serves the certificate as a one-page A4 landscape PDF naming the learner', async () => {
    const { certificate } = await issued();
    const res = await new TestClient(t.app).get(`/api/certificates/${certificate.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(pdf.getTitle()).toBe('Certificate of completion: Zoë Kapoor');
    expect(pdf.getSubject()).toBe('Frontend Launchpad');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Zoë Kapoor');
    expect(text).toContain('completed the Frontend Launchpad program');
    expect(text).toContain(`Verified practice points: ${certificate.points}`);
    expect(text).toContain(`https://launchpad.example/certificates/${certificate.id}`);
    expect(text).not.toContain('REVOKED');

    await revoke(certificate.id);
    const revoked = await new TestClient(t.app).get(`/api/certificates/${certificate.id}/pdf`);
    expect(revoked.statusCode).toBe(200);
    expect(pdfText(revoked.rawPayload)).toContain('REVOKED');
  });

  it('prints a fallback for a name the PDF fonts cannot write, and keeps it in the metadata', async () => {
    const { certificate } = await issued('अनन्या शर्मा');
    const res = await new TestClient(t.app).get(`/api/certificates/${certificate.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(
      'Certificate of completion: अनन्या शर्मा',
    );
    expect(pdfText(res.rawPayload)).toContain('(the name is shown on the verification page)');
    const pdfOf = async (name: string) => {
      const { certificate: named } = await issued(name);
      return pdfText(
        (await new TestClient(t.app).get(`/api/certificates/${named.id}/pdf`)).rawPayload,
      );
    };
    // A letter the fonts lack is written without its accent when it has a plain form...
    expect(await pdfOf('Jiří Dvořák')).toContain('Jirí Dvorák');
    // ...and the whole name gives way to the fallback when one letter has none.
    expect(await pdfOf('Łucja Nowak')).toContain('(the name is shown on the verification page)');
  });

  it("lists a learner's verified certificates on their profile and public profile", async () => {
    const { client, userName, certificate } = await issued('Asha Rao');
    const summary = {
      id: certificate.id,
      program: 'Frontend Launchpad',
      batchStartsOn: certificate.batchStartsOn,
      batchEndsOn: certificate.batchEndsOn,
      issuedAt: certificate.issuedAt,
    };
    expect((await client.get('/api/certificates/mine')).json()).toEqual({
      certificates: [summary],
    });
    // Private profile: not shown to anyone else.
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/public-profiles/${userName}`)).statusCode).toBe(404);
    await updateUserRow(t, { userName }, { public_profile: 1 });
    expect((await visitor.get(`/api/public-profiles/${userName}`)).json().certificates).toEqual([
      summary,
    ]);

    await revoke(certificate.id);
    expect((await client.get('/api/certificates/mine')).json()).toEqual({ certificates: [] });
    expect((await visitor.get(`/api/public-profiles/${userName}`)).json().certificates).toEqual([]);
  });

  it('serves the certificate page as the app shell: 200 for a certificate, revoked too, else 404', async () => {
    const page = (path: string) => t.app.inject({ method: 'GET', url: path });
    const { certificate } = await issued();
    const { certificate: withdrawn } = await issued('Ravi Menon');
    expect((await revoke(withdrawn.id)).statusCode).toBe(200);
    for (const path of [
      `/certificates/${certificate.id}`,
      `/certificates/${certificate.id}/`,
      `/certificates/${withdrawn.id}`,
      '/admin/certificates',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(SHELL);
    }

    // The same shell, whose app reads 404 from the API and shows 'Certificate not found'.
    for (const id of ['A'.repeat(22), 'short', 'a.b', 'a%20b', '__proto__', 'Z'.repeat(99)]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: `/certificates/${id}` });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.headers['content-type'], id).toBe('text/html; charset=utf-8');
        if (method === 'GET') expect(res.body, id).toBe(SHELL);
      }
    }
  });

  it('keeps a generated secret in the data folder, readable by the server alone', () => {
    const file = join(t.config.dataDir, 'certificate-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
