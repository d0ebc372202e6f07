import { randomBytes } from 'node:crypto';
import { PROGRAM_COURSE } from '@launchpad/contract';
import QRCode from 'qrcode';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A payment reference (the UPI `tr`): LP + 10 base32 letters, 50 random bits. Short enough to
 * read out on the phone, and not guessable (the unique index settles the rare collision).
 */
export function newPaymentReference(): string {
  const bytes = randomBytes(10);
  let reference = 'LP';
  for (const byte of bytes) reference += BASE32[byte & 31];
  return reference;
}

export interface UpiPayee {
  id: string;
  payeeName: string;
}

/**
 * The UPI deep link every UPI app understands (NPCI's `upi://pay`): payee, amount in rupees with
 * paise, currency, a note and our reference. Each value is URL-encoded.
 */
export function upiLink(payee: UpiPayee, amountInr: number, reference: string): string {
  const fields: [string, string][] = [
    ['pa', payee.id],
    ['pn', payee.payeeName],
    ['am', `${amountInr}.00`],
    ['cu', 'INR'],
    ['tn', `${PROGRAM_COURSE} ${reference}`],
    ['tr', reference],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The link as a QR code, drawn on our server as SVG (no third party sees the payment). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
