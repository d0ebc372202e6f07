/**
 * A mail catcher for the end-to-end tests: an SMTP server on 127.0.0.1 that appends every mail it
 * receives to a JSON-lines file, one {to, from, subject, text, receivedAt} object a line.
 * playwright.config.ts starts it before the app and points the app's SMTP_URL at it.
 *
 *   MAIL_CATCHER_PORT=2525 MAIL_CATCHER_FILE=/tmp/mails.jsonl npx tsx e2e/support/mail-catcher.ts
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.ts';

const port = Number(process.env.MAIL_CATCHER_PORT);
const file = process.env.MAIL_CATCHER_FILE;
if (!Number.isInteger(port) || port <= 0 || !file) {
  console.error('mail-catcher: set MAIL_CATCHER_PORT and MAIL_CATCHER_FILE');
  process.exit(1);
}

writeFileSync(file, '');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const { subject, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
      const mail = {
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject,
        text,
        receivedAt: new Date().toISOString(),
      };
      // One write per line, so a reader never sees half a mail.
      appendFileSync(file, `${JSON.stringify(mail)}\n`);
      callback();
    });
  },
});

server.on('error', (error) => console.error('mail-catcher:', error));
server.listen(port, '127.0.0.1', () => {
  console.log(`mail-catcher: listening on 127.0.0.1:${port}, writing to ${file}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
