import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

/**
 * Judges an upload by its bytes, never its name or declared type, and re-encodes it: a crafted
 * file (a polyglot, a script in metadata) is never served back as it came.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new HttpError(415, 'Please upload a PNG, JPEG, WebP or GIF image.');
  }
  return sharp(bytes, { animated: false })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

/** A PDF starts with `%PDF-` and contains an end-of-file marker near its end. */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 32 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes
    .subarray(Math.max(0, bytes.length - 2048))
    .toString('latin1')
    .includes('%%EOF');
}
