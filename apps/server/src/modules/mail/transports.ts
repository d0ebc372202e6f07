import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox.ts';

/** The invite's METHOD (REQUEST, CANCEL), which the mail's calendar part repeats in its type. */
const icsMethod = (ics: string) => /^METHOD:([A-Z]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';

/** Delivers over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  // Short timeouts: a mail server that hangs must not hold the outbox for minutes.
  for (const [name, ms] of [
    ['connectionTimeout', 10_000],
    ['greetingTimeout', 10_000],
    ['socketTimeout', 20_000],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.ics ? { icalEvent: { method: icsMethod(mail.ics), content: mail.ics } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** With no SMTP configured, a mail is written to the log and counts as sent. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(mail) {
      log.info({ mail }, 'mail (no SMTP_URL configured, so it is only logged)');
    },
  };
}
