/**
 * Just enough MIME to read the mails the app sends (nodemailer, plain text): headers, RFC 2047
 * encoded words in the subject, quoted-printable or base64 bodies, and the text/plain part of a
 * multipart message. `mailparser` is not installed; this is not a general parser.
 */

export interface ParsedMail {
  subject: string;
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  let last: string | undefined;
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && last) {
      // A folded header continues on the next line.
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const source = underscoreIsSpace ? text.replace(/_/g, ' ') : text;
  const withoutSoftBreaks = source.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < withoutSoftBreaks.length; index++) {
    const char = withoutSoftBreaks[index] as string;
    const hex = withoutSoftBreaks.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text, true),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function textOf(part: Part): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const text = textOf(splitPart(piece.replace(/^\n/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part).replace(/\n$/, '') : undefined;
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  return {
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: textOf(message) ?? '',
  };
}
