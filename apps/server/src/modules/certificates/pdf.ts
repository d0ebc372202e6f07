import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '@launchpad/contract';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 };
const INK = rgb(0.09, 0.11, 0.2);
const MUTED = rgb(0.33, 0.36, 0.45);
const BRAND = rgb(0.26, 0.22, 0.79);
const REVOKED = rgb(0.72, 0.11, 0.11);

/** What the PDF prints in place of a name its fonts cannot write. */
export const NAME_ON_THE_PAGE = '(the name is shown on the verification page)';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
/** A YYYY-MM-DD day as written on the certificate (the day itself, in no time zone). */
const formatDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/**
 * Text in what the standard PDF fonts can write (WinAnsi: Latin-1 and a few more). A character
 * they lack is written without its accents when that helps ('Ł' cannot, 'ǅ' can); a text that
 * still has one they cannot write is undefined, so the caller prints a fallback rather than a
 * name with letters missing. Embedding a Unicode font would print every name, at the cost of
 * shipping one (decision 0015).
 */
export function printable(text: string, font: PDFFont): string | undefined {
  const supported = new Set(font.getCharacterSet());
  let result = '';
  for (const character of text) {
    if (supported.has(character.codePointAt(0)!)) {
      result += character;
      continue;
    }
    const plain = character.normalize('NFKD').replace(/\p{M}/gu, '');
    if (plain === '' || ![...plain].every((c) => supported.has(c.codePointAt(0)!))) {
      return undefined;
    }
    result += plain;
  }
  return result;
}

/**
 * The certificate as a one-page A4 landscape PDF: who, what, when, the points, the issue date,
 * the page that verifies it and a QR code to that page. A revoked certificate says REVOKED across
 * it. The title and subject (metadata, which hold any Unicode) name the learner and the program.
 */
export async function certificatePdf(certificate: Certificate, pageUrl: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of completion: ${certificate.learnerName}`);
  pdf.setSubject(certificate.program);
  pdf.setAuthor('Frontend Launchpad');
  pdf.setCreator('Frontend Launchpad');
  pdf.setKeywords([certificate.id]);
  pdf.setCreationDate(new Date(certificate.issuedAt));
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });

  const centered = (text: string, y: number, font: PDFFont, size: number, color = INK) => {
    const line = printable(text, font) ?? '';
    page.drawText(line, {
      x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2,
      y,
      size,
      font,
      color,
    });
  };

  centered('FRONTEND LAUNCHPAD', 520, bold, 14, BRAND);
  centered('Certificate of Completion', 468, bold, 36);
  centered('This certifies that', 420, regular, 15, MUTED);
  const name = printable(certificate.learnerName, bold);
  if (name !== undefined) centered(fitted(name, bold, 34, PAGE.width - 140), 370, bold, 34);
  else centered(NAME_ON_THE_PAGE, 375, regular, 18, MUTED);
  centered(`completed the ${certificate.program} program`, 330, regular, 16);
  centered(
    `Batch: ${formatDay(certificate.batchStartsOn)} to ${formatDay(certificate.batchEndsOn)}`,
    298,
    regular,
    14,
  );
  centered(`Verified practice points: ${certificate.points}`, 274, regular, 14);
  centered(`Issued on ${day.format(new Date(certificate.issuedAt))}`, 250, regular, 14);

  await drawVerification(pdf, page, pageUrl, regular, bold);

  if (certificate.verification === 'revoked' && certificate.revokedAt) {
    centered('REVOKED', 175, bold, 48, REVOKED);
    centered(
      `This certificate was revoked on ${day.format(new Date(certificate.revokedAt))}.`,
      150,
      bold,
      13,
      REVOKED,
    );
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The text, cut with an ellipsis if it is wider than `width` at this size. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) {
    cut = cut.slice(0, -1);
  }
  return `${cut.trimEnd()}...`;
}

async function drawVerification(
  pdf: PDFDocument,
  page: PDFPage,
  pageUrl: string,
  regular: PDFFont,
  bold: PDFFont,
) {
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(pageUrl, {
      type: 'png',
      margin: 1,
      width: 240,
      errorCorrectionLevel: 'M',
    }),
  );
  const size = 110;
  const x = PAGE.width - 48 - size;
  page.drawImage(qr, { x, y: 48, width: size, height: size });
  page.drawText('Check this certificate at', { x: 60, y: 84, size: 11, font: bold, color: INK });
  page.drawText(printable(pageUrl, regular) ?? '', {
    x: 60,
    y: 66,
    size: 11,
    font: regular,
    color: BRAND,
  });
  page.drawText('or scan the code. The page says whether it is valid.', {
    x: 60,
    y: 50,
    size: 10,
    font: regular,
    color: MUTED,
  });
}
