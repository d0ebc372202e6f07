import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
}

/** Where playwright.config.ts has the mail catcher write (E2E_DATA_DIR is set for workers). */
export function mailFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dataDir, 'mails.jsonl');
}

function readMails(): CaughtMail[] {
  let content: string;
  try {
    content = readFileSync(mailFile(), 'utf8');
  } catch {
    return [];
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CaughtMail);
}

interface MailQuery {
  /** Only mails whose subject matches. */
  subject?: RegExp;
  /**
   * Only mails whose subject or text contains this (a test's own e-mail address or subject): for
   * an inbox other tests mail too, such as the team's, while they run beside this one.
   */
  containing?: string;
  /** Wait for a mail beyond this many matching ones (from `countMailsTo` before an action). */
  newerThan?: number;
}

/** The mails caught so far for one address, oldest first. */
export function mailsTo(address: string, { subject, containing }: MailQuery = {}): CaughtMail[] {
  const wanted = address.toLowerCase();
  return readMails().filter(
    (mail) =>
      mail.to.includes(wanted) &&
      (subject === undefined || subject.test(mail.subject)) &&
      (containing === undefined ||
        mail.subject.includes(containing) ||
        mail.text.includes(containing)),
  );
}

export function countMailsTo(address: string, query: MailQuery = {}): number {
  return mailsTo(address, query).length;
}

/**
 * The newest mail to `address` (matching `subject`), waiting for it: the app sends mail from an
 * outbox after answering, so it arrives a moment later.
 */
export async function latestMailTo(address: string, query: MailQuery = {}): Promise<CaughtMail> {
  const newerThan = query.newerThan ?? 0;
  await expect
    .poll(() => countMailsTo(address, query), {
      message: `a mail to ${address}${query.subject ? ` with subject ${query.subject}` : ''}`,
      timeout: 20_000,
    })
    .toBeGreaterThan(newerThan);
  const mails = mailsTo(address, query);
  return mails[mails.length - 1] as CaughtMail;
}

/** The first link in the mail to one of the app's pages (like '/verify-email'), as mailed. */
export function linkIn(mail: CaughtMail, pathname: string): string {
  for (const candidate of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return url.href;
  }
  throw new Error(`no ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
}
