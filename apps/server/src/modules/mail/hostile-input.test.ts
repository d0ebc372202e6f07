import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText } from '../../testing/mail-links.ts';
import { startSmtpServer, type ReceivedMail } from '../../testing/smtp.ts';
import { describeEachDatabase, type TestApp } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { paymentRejectedMail, singleLine } from './templates.ts';

const TEAM = 'team@example.com';
/** The lines a line break in a typed field would forge, as a mail reader reads them. */
const FORGED_LINE = /^(bcc|cc|to|subject|from|reply-to):/i;

/**
 * A received mail's header fields, each unfolded onto one line, and the lines of its text as a
 * mail reader may break them (at NEL and the Unicode separators too).
 */
function linesOf(mail: ReceivedMail) {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
  return {
    headers: head.replace(/\r\n(?=[ \t])/g, '').split('\r\n'),
    body: bodyText(mail.raw).split(/\r\n|[\n\r\u0085\u2028\u2029]/),
  };
}

const headerValue = (headers: string[], name: string) =>
  headers
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

/** Its own header fields only (no Bcc at all), and no line of its text that looks like one. */
function expectNothingForged(mail: ReceivedMail) {
  const { headers, body } = linesOf(mail);
  expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
  expect(headers.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
  expect(headers.filter((line) => /^to:/i.test(line))).toHaveLength(1);
  expect(body.filter((line) => FORGED_LINE.test(line))).toEqual([]);
}

describe('singleLine', () => {
  it.each([
    ['CR LF', 'Asha\r\nBcc: evil@example.com', 'Asha Bcc: evil@example.com'],
    ['LF with spaces around it', 'Asha \n  Rao', 'Asha Rao'],
    ['CR alone', 'Asha\rRao', 'Asha Rao'],
    ['a run of breaks', 'Asha\r\n\r\n\n\tRao', 'Asha Rao'],
    ['NEL (U+0085)', 'Asha\u0085Rao', 'Asha Rao'],
    ['the line separator', 'Asha\u2028Rao', 'Asha Rao'],
    ['the paragraph separator', 'Asha\u2029Rao', 'Asha Rao'],
    ['other C0 and C1 controls, DEL', 'A\u0000s\u001bh\u007fa\u009bRao', 'A s h a Rao'],
    ['breaks at the ends', '\r\n Asha Rao \u2028', 'Asha Rao'],
    ['nothing but breaks', '\r\n\u2028', ''],
  ])('%s: one space between the words, none at the ends', (_label, typed, expected) => {
    expect(singleLine(typed)).toBe(expected);
  });

  it('leaves one-line text as it is, non-Latin letters and inner spaces too', () => {
    expect(singleLine('Zoë  राहुल — Rao')).toBe('Zoë  राहुल — Rao');
  });

  it("keeps a payment's rejection reason, typed by the team, on its line", () => {
    const mail = paymentRejectedMail('learner@example.com', {
      amountInr: 1200,
      reference: 'LPABCDEFGHIJ',
      batch: { startsOn: '2027-06-01', endsOn: '2027-08-31', schedule: 'Mon–Fri\nBcc: x@y.z' },
      dashboardUrl: 'https://launchpad.example/dashboard',
      reason: 'No payment with this UTR\r\nSubject: Free money',
    });
    const lines = mail.body.split('\n');
    expect(lines.filter((line) => FORGED_LINE.test(line))).toEqual([]);
    expect(lines).toContain('Reason: No payment with this UTR Subject: Free money');
  });
});

describeEachDatabase('mails of text typed with line breaks', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await kind.start({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, TEAM_EMAILS: TEAM });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Posts a form as a visitor and answers the mails it sent: the team's and the visitor's. */
  async function submit(url: string, form: Record<string, string>) {
    const before = smtp.received.length;
    const response = await new TestClient(t.app).post(url, form);
    expect(response.statusCode, response.body).toBe(201);
    await t.app.outbox.drain();
    const sent = smtp.received.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual(expect.arrayContaining([[TEAM], [form.email]]));
    expect(sent).toHaveLength(2);
    return {
      team: sent.find((mail) => mail.to[0] === TEAM)!,
      visitor: sent.find((mail) => mail.to[0] === form.email)!,
    };
  }

  it('an enrollment request: the team reads every field on its own line, the visitor none of them', async () => {
    const { team, visitor } = await submit('/api/enrollments', {
      firstName: 'Asha\r\nBcc: evil@example.com',
      lastName: 'Rao\u2028Subject: Free money',
      email: 'asha-hostile@example.com',
      designation: 'Student\nSubject: Free money\u0085Cc: evil@example.com',
      phoneNumber: '+91 98765 43210',
      referralCode: 'X\nBcc: a@b.c',
    });

    expectNothingForged(team);
    const { headers, body } = linesOf(team);
    expect(headerValue(headers, 'Subject')).toBe(
      'New enrollment request: Asha Bcc: evil@example.com Rao Subject: Free money (Frontend Launchpad)',
    );
    expect(headerValue(headers, 'Reply-To')).toBe('asha-hostile@example.com');
    expect(body).toContain('from_name: Asha Bcc: evil@example.com Rao Subject: Free money');
    expect(body).toContain('from_email: asha-hostile@example.com');
    expect(body).toContain('from_category: Student Subject: Free money Cc: evil@example.com');
    expect(body).toContain('message: +91 98765 43210 Referral code: X Bcc: a@b.c');

    expectNothingForged(visitor);
    expect(bodyText(visitor.raw)).not.toMatch(/evil|Free money/);
    expect(headerValue(linesOf(visitor).headers, 'Subject')).toBe(
      'We received your enrollment request for Frontend Launchpad',
    );
  });

  it('a contact message: its name and subject stay on one line each, its message keeps its lines', async () => {
    const { team, visitor } = await submit('/api/contact-messages', {
      name: 'Ravi\r\nBcc: evil@example.com',
      email: 'ravi-hostile@example.com',
      subject: 'Batch timings\nSubject: Free money\u2029Bcc: evil@example.com',
      message: 'Hello,\nare the live classes in the evening?',
    });

    expectNothingForged(team);
    const { headers, body } = linesOf(team);
    expect(headerValue(headers, 'Subject')).toBe(
      'Contact message: Batch timings Subject: Free money Bcc: evil@example.com',
    );
    expect(headerValue(headers, 'Reply-To')).toBe('ravi-hostile@example.com');
    expect(body).toContain('from_name: Ravi Bcc: evil@example.com');
    expect(body).toContain('from_email: ravi-hostile@example.com');
    expect(body).toContain(
      'from_category: Batch timings Subject: Free money Bcc: evil@example.com',
    );
    expect(body.join('\n')).toContain('message: Hello,\nare the live classes in the evening?');

    expectNothingForged(visitor);
    expect(bodyText(visitor.raw)).not.toMatch(/evil|Free money|Ravi/);
    expect(headerValue(linesOf(visitor).headers, 'Subject')).toBe('We received your message');
  });
});
