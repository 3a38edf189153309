/**
 * The gallery's rules: at most MAX_GALLERY_IMAGES per vendor, room reserved before any image is
 * decoded and checked again when storing (all of an upload or nothing); what an upload may hold
 * while it runs: a place of its vendor's (every API process counts them in the database), a share
 * of the process's memory and of its decoder.
 */
import { MAX_GALLERY_IMAGES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { type HeldPlace, releasePlace, takePlace } from '../../lib/concurrency.js';
import { newId } from '../../lib/ids.js';
import { Decoder, type DecoderLimits, UPLOAD_RETRY_AFTER_SECONDS, uploadInProgress, uploadsBusy } from './decoder.js';
import { MAX_INPUT_PIXELS, type ProcessedImage } from './image.js';
import {
  deleteGalleryImage,
  deleteMedia,
  type GalleryRow,
  galleryCount,
  getMedia,
  insertGalleryImage,
  insertReservation,
  listGalleryRows,
  lockGallery,
  MEDIA_PREFIX,
  type MediaFile,
  reservedPlaces,
  takeReservation,
  UPLOAD_PREFIX,
} from './store.js';

export type { GalleryRow, MediaFile } from './store.js';

/** Stores files under their paths unless a file is there already (the demo seed's images). */
export { putMediaIfAbsent } from './store.js';

/** Uploads one vendor may have in flight at once, from the first byte to the stored images, over every API process. */
export const MAX_UPLOADS_PER_VENDOR = 2;
/** Uploads in flight at once per process (reading, waiting for the decoder, decoding, storing). */
export const MAX_UPLOADS_IN_FLIGHT = 16;
/** The most file bytes one upload can hold in memory (ten files of 5 MB). */
export const MAX_UPLOAD_HELD_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES;
/**
 * How long an upload may take once its body has been read: waiting for the decoder, decoding and
 * storing. Past it the upload is refused (503, nothing stored); with the body's own time-out
 * (UPLOAD_TIMEOUT_SECONDS) it makes the upload's whole deadline.
 */
export const UPLOAD_PROCESSING_SECONDS = 120;
/**
 * A vendor's upload place and an upload's gallery reservation are leased for the upload's whole
 * deadline plus this margin, so a live upload never loses them; one whose process died frees them then.
 */
export const UPLOAD_LEASE_MARGIN_SECONDS = 30;

/**
 * The process's decoder (decoder.ts): two images at once (the cores), at most 64 megapixels between
 * them (one image at the 50-megapixel limit plus small ones, never two large ones); one vendor may
 * have one upload's worth of pixels (10 × 50 MP) booked, the process four vendors' worth.
 */
export const DECODER_LIMITS: DecoderLimits = {
  slots: 2,
  pixelBudget: 64_000_000,
  queuePixels: 4 * MAX_UPLOAD_FILES * MAX_INPUT_PIXELS,
  vendorQueuePixels: MAX_UPLOAD_FILES * MAX_INPUT_PIXELS,
};

export { uploadInProgress, uploadsBusy } from './decoder.js';

/** The upload did not finish within its deadline (its reservation lapsed): nothing is stored. */
export const uploadTooSlow = () =>
  new AppError(
    503,
    'UPLOADS_BUSY',
    'The upload could not be processed in time. Please try again in a moment.',
    {},
    { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) },
  );

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

/**
 * How many more images the vendor's gallery takes now (0: full). `have` counts the stored images
 * and the places other uploads in progress have reserved.
 */
export async function galleryRoom(db: Database, vendorId: string): Promise<{ have: number; room: number }> {
  const { count } = await galleryCount(db, vendorId);
  const have = count + (await reservedPlaces(db, vendorId));
  return { have, room: Math.max(0, MAX_GALLERY_IMAGES - have) };
}

/**
 * Reserves `images` gallery places for an upload about to be decoded (its `token`), atomically with
 * every other upload of the vendor (the gallery's lock): 409 GALLERY_FULL when the stored images and
 * the other reservations leave too little room. The reservation lasts `leaseSeconds` on the
 * database's clock; addToGallery turns it into images, dropReservation gives it up.
 */
export async function reserveRoom(db: Database, vendorId: string, token: string, images: number, leaseSeconds: number): Promise<void> {
  await db.tx(async (q) => {
    await lockGallery(q, vendorId);
    const { count } = await galleryCount(q, vendorId);
    const have = count + (await reservedPlaces(q, vendorId));
    if (have + images > MAX_GALLERY_IMAGES) throw galleryFull(have);
    await insertReservation(q, { token, vendorId, images, leaseSeconds });
  });
}

/** Gives up an upload's reservation (the upload failed or was answered from a kept answer). */
export async function dropReservation(db: Database, vendorId: string, token: string): Promise<void> {
  await takeReservation(db, vendorId, token);
}

/**
 * Stores converted images at the end of the gallery in one transaction (the vendor's gallery
 * locked): 409 GALLERY_FULL when it would pass MAX_GALLERY_IMAGES, nothing stored. With a
 * reservation token, the reservation becomes the images (503 when it has lapsed: the upload
 * outlived its deadline, and its room may have gone to another upload).
 */
export async function addToGallery(
  db: Database,
  vendorId: string,
  images: readonly ProcessedImage[],
  now: Date,
  reservation?: string,
): Promise<{ images: GalleryRow[]; added: GalleryRow[] }> {
  return db.tx(async (q) => {
    await lockGallery(q, vendorId);
    if (reservation !== undefined && (await takeReservation(q, vendorId, reservation)) === null) throw uploadTooSlow();
    const { count, nextSort } = await galleryCount(q, vendorId);
    const have = count + (await reservedPlaces(q, vendorId));
    if (have + images.length > MAX_GALLERY_IMAGES) throw galleryFull(have);
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

/** One of the vendor's upload places (MAX_UPLOADS_PER_VENDOR over every process), or 429 UPLOAD_IN_PROGRESS. */
export async function takeUploadPlace(db: Database, vendorId: string, leaseSeconds: number): Promise<HeldPlace> {
  const place = await takePlace(db, 'upload', vendorId, MAX_UPLOADS_PER_VENDOR, leaseSeconds);
  if (!place) throw uploadInProgress();
  return place;
}

export async function releaseUploadPlace(db: Database, place: HeldPlace): Promise<void> {
  await releasePlace(db, place);
}

/** What an upload holds of the process until it ends; leave() gives it back (safe to call twice). */
export interface Admission {
  leave(): void;
}

/**
 * What uploads may hold of this process: at most MAX_UPLOADS_IN_FLIGHT at once and at most
 * `memoryBytes` of file bytes between them, each upload charged from the start for what it may hold
 * (its Content-Length, at most MAX_UPLOAD_HELD_BYTES; that much when the length is not given) until
 * it ends. Past either: 503 UPLOADS_BUSY with Retry-After, before a byte of the body is read.
 * Decoding goes through the process's decoder (decoder.ts).
 */
export function uploadGate(options: { memoryBytes: number; decoder?: DecoderLimits }) {
  let inFlight = 0;
  let heldBytes = 0;
  const decoder = new Decoder(options.decoder ?? DECODER_LIMITS);
  return {
    decoder,
    admit(contentLength: number | undefined): Admission {
      const charge = Math.min(contentLength ?? MAX_UPLOAD_HELD_BYTES, MAX_UPLOAD_HELD_BYTES);
      if (inFlight >= MAX_UPLOADS_IN_FLIGHT || heldBytes + charge > options.memoryBytes) throw uploadsBusy();
      inFlight++;
      heldBytes += charge;
      let left = false;
      return {
        leave() {
          if (left) return;
          left = true;
          inFlight--;
          heldBytes -= charge;
        },
      };
    },
    /** Uploads in flight and the bytes they are charged (tests and logs). */
    stats: () => ({ inFlight, heldBytes, decoder: decoder.stats() }),
  };
}
