/**
 * Uploaded images: the content is sniffed from the bytes (JPEG, PNG, WebP,
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

/**
 * Larger images are refused from their header, before decoding (a small file can claim a huge
 * canvas), and libvips is told the same limit when decoding. 50 megapixels: the largest photos
 * phones take by default (8160 × 6120); a 5 MB file rarely holds more.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** An upload whose header has been read and checked; not decoded yet. */
export interface CheckedUpload {
  fileName: string;
  bytes: Buffer;
  sourceType: SniffedType;
  width: number;
  height: number;
}

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

const tooManyPixels = (fileName: string) =>
  new AppError(413, 'IMAGE_TOO_LARGE', `File "${fileName}" has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`, { file: fileName });

/**
 * Checks one upload from its first bytes and its header only (no pixel is decoded): 415
 * NOT_AN_IMAGE unless it is a JPEG/PNG/WebP whose header reads; 413 IMAGE_TOO_LARGE when its canvas
 * is over MAX_INPUT_PIXELS.
 */
export async function inspectUpload(bytes: Buffer, fileName: string): Promise<CheckedUpload> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw notAnImage(fileName);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).metadata();
  } catch (err) {
    throw /pixel limit/i.test((err as Error).message) ? tooManyPixels(fileName) : notAnImage(fileName);
  }
  if (meta.format !== SHARP_FORMAT[sourceType] || !meta.width || !meta.height) throw notAnImage(fileName);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels(fileName);
  return { fileName, bytes, sourceType, width: meta.width, height: meta.height };
}

/** The longest one image may take to decode and convert; a slower one is refused (IMAGE_TOO_COMPLEX). */
export const DECODE_TIMEOUT_SECONDS = 30;

const tooComplex = (fileName: string) =>
  new AppError(413, 'IMAGE_TOO_COMPLEX', `File "${fileName}" takes too long to process. Please upload a smaller image.`, { file: fileName });

/**
 * Decodes a checked upload once (with the pixel limit), upright, to the gallery's WebP; the
 * thumbnail is made from that result, not from a second decode of the original. 415 NOT_AN_IMAGE
 * when the pixel data does not decode (a truncated or corrupt file); 413 IMAGE_TOO_COMPLEX when
 * libvips has not finished within `timeoutSeconds` (it stops there, freeing its thread).
 */
export async function convertUpload(upload: CheckedUpload, timeoutSeconds = DECODE_TIMEOUT_SECONDS): Promise<ProcessedImage> {
  const seconds = Math.max(1, Math.ceil(timeoutSeconds));
  try {
    const main = await sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1, sequentialRead: true })
      .rotate()
      .resize({ width: GALLERY_MAX_EDGE, height: GALLERY_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .timeout({ seconds })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(main.data)
      .resize({ width: GALLERY_THUMB_EDGE, height: GALLERY_THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer({ resolveWithObject: true });
    return {
      sourceType: upload.sourceType,
      contentType: 'image/webp',
      main: { data: main.data, width: main.info.width, height: main.info.height },
      thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
    };
  } catch (err) {
    throw /timeout/i.test((err as Error).message) ? tooComplex(upload.fileName) : notAnImage(upload.fileName);
  }
}

/** inspectUpload then convertUpload. */
export async function processUpload(bytes: Buffer, fileName: string): Promise<ProcessedImage> {
  return convertUpload(await inspectUpload(bytes, fileName));
}
