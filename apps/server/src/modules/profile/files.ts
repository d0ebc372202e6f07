import { messages } from '@launchpad/contract';
import sharp from 'sharp';
import { HttpError } from '../../http/errors.ts';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/**
 * The most pixels an upload may decode to (25 megapixels, a large phone photo). A few kilobytes of
 * PNG can declare 16000 × 16000 pixels; decoded, that is most of a gigabyte.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

const notAnImage = () =>
  new HttpError(415, 'Please upload a PNG, JPEG, WebP or GIF image.', {
    image: ['Please upload a PNG, JPEG, WebP or GIF image.'],
  });
const unreadable = () =>
  new HttpError(400, messages.imageUnreadable, { image: [messages.imageUnreadable] });
const tooLarge = () =>
  new HttpError(400, messages.imageTooLarge, { image: [messages.imageTooLarge] });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the first bytes announce, or undefined. Only bytes that start like one of these four
 * formats reach libvips, and the loader it picks must agree, so its other loaders (SVG, TIFF,
 * HEIF, PDF…) are not part of the upload path.
 */
export function sniffImage(bytes: Buffer): ImageFormat | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Judges an upload by its bytes, never its name or declared type, and re-encodes it: a crafted
 * file (a polyglot, a script in metadata) is never served back as it came.
 *
 * The header is read first (sharp's `metadata()` decodes no pixels), so an image that declares
 * more than {@link IMAGE_MAX_PIXELS} is refused before anything is decoded. The decode itself
 * carries the same limit and fails on truncated or corrupt data instead of padding it; every
 * libvips failure becomes a 400 for the client, never a 500.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw notAnImage();

  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(bytes, { animated: false }).metadata();
    if (meta.format !== sniffed) throw unreadable();
    width = meta.width;
    height = meta.pageHeight ?? meta.height;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > IMAGE_MAX_PIXELS) throw tooLarge();

  try {
    return await sharp(bytes, {
      animated: false,
      limitInputPixels: IMAGE_MAX_PIXELS,
      // Truncated or corrupt pixel data is an error, not an image padded with grey.
      failOn: 'error',
    })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooLarge();
    throw unreadable();
  }
}

/** A PDF starts with `%PDF-` and contains an end-of-file marker near its end. */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 32 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes
    .subarray(Math.max(0, bytes.length - 2048))
    .toString('latin1')
    .includes('%%EOF');
}
