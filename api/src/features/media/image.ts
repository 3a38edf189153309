/**
 * Uploaded images (issue 12, decision 0030): the content is sniffed from the bytes (JPEG, PNG, WebP,
 * whatever the name or declared type says), then decoded and re-encoded by sharp (libvips): turned
 * upright from its EXIF orientation, stripped of every metadata block (a phone photo's GPS position
 * included), resized to fit GALLERY_MAX_EDGE, plus a GALLERY_THUMB_EDGE thumbnail, both WebP.
 * Re-encoding also means no byte the client sent is ever served back.
 */
import { GALLERY_MAX_EDGE, GALLERY_THUMB_EDGE } from '@vd/contract';
import sharp from 'sharp';
import { AppError } from '../../http/errors.js';

// Every upload is a different input: libvips' operation cache would only hold memory.
sharp.cache(false);

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type of the first bytes, or null: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP). */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** What sharp reports for each sniffed type (the decoder must agree with the signature). */
const SHARP_FORMAT: Record<SniffedType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Larger images are refused before decoding (a small file can claim a huge canvas). */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface ProcessedImage {
  sourceType: SniffedType;
  main: { data: Buffer; width: number; height: number };
  thumb: { data: Buffer; width: number; height: number };
  contentType: 'image/webp';
}

/** A file name safe to put in a message: no control characters, at most 80 characters. */
export function displayName(name: string | undefined): string {
  const clean = (name ?? '').replace(/[\p{C}]/gu, '').trim();
  if (clean === '') return 'file';
  return clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
}

export const notAnImage = (file: string) => new AppError(415, 'NOT_AN_IMAGE', `File "${file}" is not a JPEG, PNG or WebP image.`, { file });

/**
 * Checks and converts one upload. 415 NOT_AN_IMAGE when the bytes are not a JPEG/PNG/WebP that
 * decodes; 413 IMAGE_TOO_LARGE when its canvas is over MAX_INPUT_PIXELS.
 */
export async function processUpload(bytes: Buffer, fileName: string): Promise<ProcessedImage> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw notAnImage(fileName);
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
  const tooManyPixels = () =>
    new AppError(413, 'IMAGE_TOO_LARGE', `File "${fileName}" has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`, { file: fileName });
  let meta: sharp.Metadata;
  try {
    meta = await input().metadata();
  } catch (err) {
    throw /pixel limit/i.test((err as Error).message) ? tooManyPixels() : notAnImage(fileName);
  }
  if (meta.format !== SHARP_FORMAT[sourceType] || !meta.width || !meta.height) throw notAnImage(fileName);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    const upright = input().rotate();
    const [main, thumb] = await Promise.all([
      upright
        .clone()
        .resize({ width: GALLERY_MAX_EDGE, height: GALLERY_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize({ width: GALLERY_THUMB_EDGE, height: GALLERY_THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      sourceType,
      contentType: 'image/webp',
      main: { data: main.data, width: main.info.width, height: main.info.height },
      thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
    };
  } catch {
    // A header that reads but pixel data that does not (a truncated or corrupt file).
    throw notAnImage(fileName);
  }
}
