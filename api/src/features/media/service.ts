/**
 * The gallery's rules: at most
 * MAX_GALLERY_IMAGES per vendor, checked before any upload is read or decoded and again when
 * storing (all of an upload or nothing); decoding a few at a time per process.
 */
import { MAX_GALLERY_IMAGES } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { concurrencyLimit } from '../../lib/concurrency.js';
import { newId } from '../../lib/ids.js';
import { type CheckedUpload, convertUpload, type ProcessedImage } from './image.js';
import {
  deleteGalleryImage,
  deleteMedia,
  type GalleryRow,
  galleryCount,
  getMedia,
  insertGalleryImage,
  listGalleryRows,
  lockGallery,
  MEDIA_PREFIX,
  type MediaFile,
  UPLOAD_PREFIX,
} from './store.js';

export type { GalleryRow, MediaFile } from './store.js';

/** Stores files under their paths unless a file is there already (the demo seed's images). */
export { putMediaIfAbsent } from './store.js';

/** Uploads decoded at once per process (libvips' working memory, the cores); the others wait their turn. */
export const MAX_CONCURRENT_DECODES = 2;
/** Uploads one vendor may send at once (a double tap is fine; a dozen slow ones are not). */
export const MAX_UPLOADS_PER_VENDOR = 2;
/** Upload bodies read at once per process (each up to 10 × 5 MB in memory). */
export const MAX_UPLOADS_READING = 16;

export function galleryFull(have: number): AppError {
  return new AppError(
    409,
    'GALLERY_FULL',
    `The gallery holds at most ${MAX_GALLERY_IMAGES} images: it has ${have}, so at most ${Math.max(0, MAX_GALLERY_IMAGES - have)} more can be added. Remove some first.`,
  );
}

/** A stored file by its media path (`/media/…`), or null. */
export function mediaFile(db: Database, relativePath: string): Promise<MediaFile | null> {
  return getMedia(db, `${MEDIA_PREFIX}${relativePath}`);
}

export const isUpload = (path: string): boolean => path.startsWith(UPLOAD_PREFIX);

/** The vendor's gallery in its order (paths; the routes turn them into URLs). Takes a transaction handle too. */
export function listGallery(q: Queryable, vendorId: string): Promise<GalleryRow[]> {
  return listGalleryRows(q, vendorId);
}

/** How many more images the vendor's gallery takes now (0: full). */
export async function galleryRoom(db: Database, vendorId: string): Promise<{ have: number; room: number }> {
  const { count } = await galleryCount(db, vendorId);
  return { have: count, room: Math.max(0, MAX_GALLERY_IMAGES - count) };
}

/**
 * Stores converted images at the end of the gallery in one transaction (the vendor's gallery
 * locked): 409 GALLERY_FULL when it would pass MAX_GALLERY_IMAGES, nothing stored.
 */
export async function addToGallery(
  db: Database,
  vendorId: string,
  images: readonly ProcessedImage[],
  now: Date,
): Promise<{ images: GalleryRow[]; added: GalleryRow[] }> {
  return db.tx(async (q) => {
    await lockGallery(q, vendorId);
    const { count, nextSort } = await galleryCount(q, vendorId);
    if (count + images.length > MAX_GALLERY_IMAGES) throw galleryFull(count);
    let sort = nextSort;
    const addedIds: string[] = [];
    for (const img of images) {
      const id = newId();
      await insertGalleryImage(q, {
        id,
        vendorId,
        path: `${UPLOAD_PREFIX}${id}.webp`,
        thumbPath: `${UPLOAD_PREFIX}${id}-thumb.webp`,
        sort: sort++,
        width: img.main.width,
        height: img.main.height,
        contentType: img.contentType,
        main: img.main.data,
        thumb: img.thumb.data,
        now,
      });
      addedIds.push(id);
    }
    const all = await listGalleryRows(q, vendorId);
    return { images: all, added: addedIds.map((id) => all.find((i) => i.id === id)).filter((i): i is GalleryRow => i !== undefined) };
  });
}

/** Removes one of the vendor's images (and its uploaded files). 404 IMAGE_NOT_FOUND for an unknown or another vendor's id. */
export async function removeFromGallery(db: Database, vendorId: string, imageId: string): Promise<GalleryRow[]> {
  return db.tx(async (q) => {
    const gone = await deleteGalleryImage(q, vendorId, imageId);
    if (!gone) throw notFound('IMAGE_NOT_FOUND', 'No such image in your gallery.');
    // Only uploads are the gallery's own files; a seeded or shared path stays.
    await deleteMedia(
      q,
      [gone.path, gone.thumbPath].filter((p): p is string => p !== null && isUpload(p)),
    );
    return listGalleryRows(q, vendorId);
  });
}

/**
 * Who may upload now, per process: at most MAX_UPLOADS_PER_VENDOR uploads of one vendor and
 * MAX_UPLOADS_READING in all are being read at once (429 / 503 otherwise, with Retry-After);
 * decoding is MAX_CONCURRENT_DECODES at a time, and only once a whole upload has been read and
 * checked, so a slow body never holds a decoding slot.
 */
export function uploadGate() {
  const perVendor = new Map<string, number>();
  let reading = 0;
  const decodeSlot = concurrencyLimit(MAX_CONCURRENT_DECODES);
  return {
    /** Takes a reading place for the vendor; call the returned function when the upload is over. */
    enter(vendorId: string): () => void {
      const mine = perVendor.get(vendorId) ?? 0;
      if (mine >= MAX_UPLOADS_PER_VENDOR) {
        throw new AppError(429, 'UPLOAD_IN_PROGRESS', 'Another upload is still in progress. Please wait for it to finish.', {}, { 'Retry-After': '5' });
      }
      if (reading >= MAX_UPLOADS_READING) {
        throw new AppError(503, 'UPLOADS_BUSY', 'Too many uploads right now. Please try again in a moment.', {}, { 'Retry-After': '5' });
      }
      perVendor.set(vendorId, mine + 1);
      reading++;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        reading--;
        const now = (perVendor.get(vendorId) ?? 1) - 1;
        if (now <= 0) perVendor.delete(vendorId);
        else perVendor.set(vendorId, now);
      };
    },
    /** Decodes checked uploads, a few uploads at a time per process. */
    convert(uploads: readonly CheckedUpload[]): Promise<ProcessedImage[]> {
      return decodeSlot(async () => {
        const out: ProcessedImage[] = [];
        for (const u of uploads) out.push(await convertUpload(u));
        return out;
      });
    },
  };
}
