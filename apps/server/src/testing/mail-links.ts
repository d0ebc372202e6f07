import type { ReceivedMail } from './smtp.ts';

/** The text of a received mail (raw SMTP data), its transfer encoding (base64, quoted-printable) undone. */
export function bodyText(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (/^Content-Transfer-Encoding: base64$/im.test(raw)) {
    return Buffer.from(body, 'base64').toString('utf8');
  }
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(raw)) return body;
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** The token of the first link to `path` in the newest mail to `to`. */
export function tokenFromMail(received: readonly ReceivedMail[], to: string, path: string): string {
  const mail = [...received].reverse().find((candidate) => candidate.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to} among ${received.length}`);
  const text = bodyText(mail.raw);
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}:\n${text}`);
  return match[1];
}
