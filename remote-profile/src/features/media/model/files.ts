/**
 * The media editor's file rules (spec section 5 "Media", 9 "Max image size 5 MB"): what a
 * pick may add to the gallery, and how the photos go up in uploads the API takes.
 */
import { isUploadImageType, MAX_GALLERY_IMAGES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@vd/contract/rules';

/** 5 MB, as the API counts it (5 × 1024 × 1024 bytes). */
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;
/** Photos a gallery holds. */
export const MAX_PHOTOS = MAX_GALLERY_IMAGES;

export interface PickedFile {
  name: string;
  size: number;
  type?: string;
}

/** Splits picked files into those that may be uploaded and the names of those over 5 MB. */
export function checkFileSizes<T extends PickedFile>(files: readonly T[], max = MAX_IMAGE_BYTES): { accepted: T[]; tooBig: string[] } {
  const accepted: T[] = [];
  const tooBig: string[] = [];
  for (const f of files) {
    if (f.size > max) tooBig.push(f.name);
    else accepted.push(f);
  }
  return { accepted, tooBig };
}

/**
 * A file already waiting is not added again (same name, size and modification time: picking the
 * same photo twice).
 */
export function withoutDuplicates<T extends PickedFile & { lastModified?: number }>(waiting: readonly T[], picked: readonly T[]): T[] {
  const key = (f: T) => `${f.name}\u0000${f.size}\u0000${f.lastModified ?? ''}`;
  const seen = new Set(waiting.map(key));
  return picked.filter((f) => {
    const k = key(f);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Upload progress as a whole percentage (null while unknown). */
export const progressPercent = (fraction: number | null): number | null => (fraction === null ? null : Math.max(0, Math.min(100, Math.round(fraction * 100))));

/** What a pick adds, and the names of the files refused, by reason. */
export interface PickCheck<T> {
  accepted: T[];
  /** Not JPEG, PNG or WebP (by the browser's type, or the name's ending when it gives none). */
  notImage: string[];
  /** Over 5 MB. */
  tooBig: string[];
  /** Would take the gallery (photos in it and photos waiting) past MAX_PHOTOS: the last picked go. */
  overflow: string[];
}

/**
 * Checks a pick before anything is uploaded: not an image and over 5 MB are refused by name, then
 * the files that fit in the room left (MAX_PHOTOS minus the gallery and the photos already
 * waiting) are accepted in the order picked, the rest refused by name.
 */
export function checkPick<T extends PickedFile>(picked: readonly T[], room: { inGallery: number; waiting: number; max?: number }): PickCheck<T> {
  const notImage: string[] = [];
  const fitting: T[] = [];
  for (const f of picked) {
    if (!isUploadImageType(f)) notImage.push(f.name);
    else fitting.push(f);
  }
  const { accepted: sized, tooBig } = checkFileSizes(fitting);
  const left = Math.max(0, (room.max ?? MAX_PHOTOS) - room.inGallery - room.waiting);
  return { accepted: sized.slice(0, left), notImage, tooBig, overflow: sized.slice(left).map((f) => f.name) };
}

/** The uploads a list of files goes up in: in order, at most `size` (the API's MAX_UPLOAD_FILES) each. */
export function uploadBatches<T>(files: readonly T[], size = MAX_UPLOAD_FILES): T[][] {
  if (size < 1) throw new RangeError('batch size must be at least 1');
  const batches: T[][] = [];
  for (let i = 0; i < files.length; i += size) batches.push(files.slice(i, i + size));
  return batches;
}

/**
 * The Idempotency-Key of an upload of these files: the same files sent again (Upload tapped after a
 * failure, the pictures still waiting) carry the key of their first try, so an upload the API stored
 * but whose answer was lost is answered again, not stored twice. `keys` remembers them per screen.
 */
export function uploadKey<T extends object>(
  keys: WeakMap<T, { key: string; files: number }>,
  files: readonly T[],
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const first = files[0] === undefined ? undefined : keys.get(files[0]);
  if (first !== undefined && first.files === files.length && files.every((f) => keys.get(f) === first)) return first.key;
  const sent = { key: newKey(), files: files.length };
  for (const f of files) keys.set(f, sent);
  return sent.key;
}

/**
 * One progress bar over every upload: the bytes of the uploads done plus the sent part of the one
 * under way, over all the bytes (0 to 1). An upload whose progress is unknown counts as not started.
 */
export function overallProgress(batchBytes: readonly number[], current: number, fractionOfCurrent: number | null): number {
  const total = batchBytes.reduce((a, b) => a + b, 0);
  if (total <= 0) return batchBytes.length === 0 ? 1 : Math.min(1, current / batchBytes.length);
  const done = batchBytes.slice(0, current).reduce((a, b) => a + b, 0);
  const now = (batchBytes[current] ?? 0) * Math.max(0, Math.min(1, fractionOfCurrent ?? 0));
  return Math.min(1, (done + now) / total);
}
