import multipart from '@fastify/multipart';
import { type GalleryImage, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@vd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { on } from '../../http/route.js';
import * as routes from '@vd/contract/routes';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import type { HeldPlace } from '../../lib/concurrency.js';
import { claimAfterBody, hasDeferredKey } from '../idempotency/hooks.js';
import { fileDigest } from '../idempotency/model.js';
import type { Booking } from './decoder.js';
import { type CheckedUpload, convertUpload, DECODE_TIMEOUT_SECONDS, displayName, inspectUpload, type ProcessedImage } from './image.js';
import {
  addToGallery,
  dropReservation,
  type GalleryRow,
  galleryFull,
  galleryRoom,
  isUpload,
  listGallery,
  mediaFile,
  releaseUploadPlace,
  removeFromGallery,
  reserveRoom,
  takeUploadPlace,
  UPLOAD_LEASE_MARGIN_SECONDS,
  UPLOAD_PROCESSING_SECONDS,
  uploadGate,
  uploadTooSlow,
} from './service.js';
import { absoluteUrl, publicBase } from './urls.js';

/** The multipart field the spec names. */
export const UPLOAD_FIELD = 'files';

/** GET /media/* : images stored in the database (seed images, gallery uploads). Public, cacheable (uploads: immutable). */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  on(typed(app), routes.media, {}, async (req, reply) => {
    const rel = req.params['*'];
    if (!/^[A-Za-z0-9._\-/]+$/.test(rel) || rel.includes('..')) throw notFound('MEDIA_NOT_FOUND', 'No such image');
    const file = await mediaFile(ctx.db, rel);
    if (!file) throw notFound('MEDIA_NOT_FOUND', 'No such image');
    return (
      reply
        .header('content-type', file.contentType)
        // Uploads get a new path for every image and never change: cached for a year, immutable.
        .header('cache-control', isUpload(file.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // Images are embedded by the dashboard's other origins; SVGs must never run script.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(file.data))
    );
  });
}

const tooLarge = (file: string) => new AppError(413, 'FILE_TOO_LARGE', `File "${file}" exceeds 5MB.`, { file, maxBytes: MAX_UPLOAD_BYTES });

interface MultipartFailure {
  code?: string;
  part?: { filename?: string };
}

/** A refused body up to this size is read to its end and dropped, so the client can read the answer. */
const DRAINED_BODY_BYTES = 256 * 1024;

/**
 * An answer given before the body was read. A small declared body is read on and dropped (Node does
 * that once the answer is sent): a client still writing it would otherwise lose the answer to a
 * reset. A large or undeclared body is not read: the connection is closed after the answer.
 */
const closing = (req: FastifyRequest, err: AppError) => {
  const length = declaredLength(req);
  return length !== undefined && length <= DRAINED_BODY_BYTES ? err : closed(err);
};

/** An answer after which the connection is closed, whatever is still on its way. */
const closed = (err: AppError) => new AppError(err.statusCode, err.code, err.message, err.details, { ...err.headers, Connection: 'close' });

/**
 * Reads every `files` part into memory (each at most MAX_UPLOAD_BYTES, busboy stops reading past
 * it) and checks each from its header as it arrives (type, pixel count), without decoding; each
 * checked file is handed to `onChecked` at once (the decoder books its pixels there, refusing an
 * upload it has no room for before the rest of the body is read). With `gallery` (a request
 * without Idempotency-Key), more files than the gallery has room for is a 409 as the extra file
 * starts. A body slower than `timeoutMs` is a 408. Nothing is stored here: a request cut off half
 * way (or refused at its 3rd file) leaves nothing.
 */
async function readUploads(
  req: FastifyRequest,
  gallery: { have: number; room: number } | null,
  timeoutMs: number,
  onChecked: (upload: CheckedUpload) => void,
): Promise<CheckedUpload[]> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the images as multipart/form-data, in parts named "${UPLOAD_FIELD}".`);
  }
  const files: CheckedUpload[] = [];
  const reading = (async () => {
    try {
      // Text fields are not used: each is cut to 1 KB, so twenty of them hold next to nothing.
      for await (const part of req.parts({
        limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, fieldSize: 1024, parts: MAX_UPLOAD_FILES + 20 },
      })) {
        if (part.type !== 'file') continue;
        const name = displayName(part.filename);
        if (part.fieldname !== UPLOAD_FIELD) {
          throw badRequest('UNEXPECTED_FIELD', `Images go in parts named "${UPLOAD_FIELD}", not "${displayName(part.fieldname)}".`);
        }
        // One file more than the gallery has room for: refused as it starts, before its bytes are read.
        if (gallery !== null && files.length >= gallery.room && part.filename) throw galleryFull(gallery.have);
        const bytes = await part.toBuffer();
        // A browser sends an empty part for a file input with nothing chosen.
        if (bytes.length === 0 && name === 'file') continue;
        const checked = await inspectUpload(bytes, name);
        onChecked(checked);
        files.push(checked);
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      const e = err as MultipartFailure;
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(displayName(e.part?.filename));
      if (e.code === 'FST_FILES_LIMIT') throw new AppError(413, 'TOO_MANY_FILES', `At most ${MAX_UPLOAD_FILES} images at a time.`);
      if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') throw new AppError(413, 'TOO_MANY_PARTS', 'The form has too many parts.');
      if (e.code === 'FST_PROTO_VIOLATION') throw badRequest('BAD_MULTIPART', 'The form has a field name that is not allowed.');
      // Cut off or malformed multipart data.
      throw badRequest('BAD_MULTIPART', 'The upload was incomplete or malformed. Please try again.');
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new AppError(408, 'UPLOAD_TIMEOUT', 'The upload took too long. Please try again on a better connection.', { timeoutSeconds: timeoutMs / 1000 })),
      timeoutMs,
    );
  });
  // After a time-out the body is never read to its end: the socket closes and the reader fails, unheard.
  reading.catch(() => undefined);
  try {
    await Promise.race([reading, deadline]);
  } catch (err) {
    // Whatever is still on its way is not read: close the connection after the answer.
    throw err instanceof AppError ? closed(err) : err;
  } finally {
    clearTimeout(timer);
  }
  if (files.length === 0) throw badRequest('NO_FILES', `Please upload at least one new image (parts named "${UPLOAD_FIELD}").`);
  return files;
}

/** The request's Content-Length, when it gives one. */
function declaredLength(req: FastifyRequest): number | undefined {
  const raw = req.headers['content-length'];
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The gallery: GET vendor/images, POST vendor/upload (multipart),
 * DELETE vendor/images/:imageId. Registered in its own scope: multipart parsing is for these routes only.
 */
export async function galleryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  await fastify.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES } });
    const app = typed(scope);
    const guard = requireVendor(ctx);
    const gate = uploadGate({ memoryBytes: ctx.config.uploadMemoryBytes });
    const timeoutMs = ctx.config.uploadTimeoutSeconds * 1000;
    /** An upload's whole deadline: its body, then waiting for the decoder, decoding and storing. */
    const deadlineMs = timeoutMs + UPLOAD_PROCESSING_SECONDS * 1000;
    /** The vendor's place, the gallery reservation and the key's claim outlive the deadline by a margin. */
    const leaseSeconds = Math.ceil(deadlineMs / 1000) + UPLOAD_LEASE_MARGIN_SECONDS;
    /** Stored paths become absolute URLs here, at the edge: PUBLIC_URL or the origin the client called. */
    const toImages = (req: FastifyRequest) => {
      const base = publicBase(req, ctx.config.publicUrl);
      return (rows: readonly GalleryRow[]): GalleryImage[] =>
        rows.map((r) => {
          const url = absoluteUrl(base, r.path) ?? r.path;
          return {
            id: r.id,
            url,
            thumbnailUrl: absoluteUrl(base, r.thumbPath) ?? url,
            width: r.width,
            height: r.height,
            contentType: r.contentType,
            createdAt: r.createdAt,
          };
        });
    };
    on(app, routes.listGallery, { preValidation: guard }, async (req) => toImages(req)(await listGallery(ctx.db, vendorOf(req).vendorId)));
    on(app, routes.uploadGallery, { preValidation: guard, config: { idempotencyAfterBody: true } }, async (req, reply) => {
      const { vendorId } = vendorOf(req);
      const startBy = performance.now() + deadlineMs;
      // What the upload holds, from its first byte until its images are stored or it is refused:
      // its share of the process (503 when full), one of its vendor's places (429), the decoder's
      // bookings of its pixels, its gallery reservation. Each is refused before the body is read on.
      const admission = (() => {
        try {
          return gate.admit(declaredLength(req));
        } catch (err) {
          throw err instanceof AppError ? closing(req, err) : err;
        }
      })();
      const bookings: Booking[] = [];
      let place: HeldPlace | null = null;
      let reservation: string | null = null;
      try {
        place = await takeUploadPlace(ctx.db, vendorId, leaseSeconds).catch((err: unknown) => {
          throw err instanceof AppError ? closing(req, err) : err;
        });
        // A request with a key may be a repeat of one that filled the gallery: it is read (and its
        // key looked up) before the room is judged. Without a key, a full gallery is refused at once.
        const keyed = hasDeferredKey(req);
        const room = keyed ? null : await galleryRoom(ctx.db, vendorId);
        if (room !== null && room.room === 0) throw closing(req, galleryFull(room.have));
        const checked = await readUploads(req, room, timeoutMs, (upload) => {
          bookings.push(gate.decoder.book(vendorId, upload.width * upload.height));
        });
        // With a key: its claim is taken now that the files are known (their digests are part of the
        // request); a repeat of a finished upload is answered with its kept answer, nothing decoded.
        if (keyed && (await claimAfterBody(ctx, req, reply, await Promise.all(checked.map((u) => fileDigest(u.bytes))), leaseSeconds))) return reply;
        // Room for every file is reserved before the first is decoded (409 now, not after decoding).
        const token = place.token;
        await reserveRoom(ctx.db, vendorId, token, checked.length, leaseSeconds);
        reservation = token;
        // The client went away (its socket closed): its images not yet started are skipped.
        const gone = () => req.raw.socket?.destroyed === true;
        const images: ProcessedImage[] = [];
        let waited = 0;
        const decodeStarted = performance.now();
        for (const [i, upload] of checked.entries()) {
          const remaining = (startBy - performance.now()) / 1000;
          if (remaining <= 0) throw uploadTooSlow();
          images.push(
            await gate.decoder.run(bookings[i]!, () => convertUpload(upload, Math.min(DECODE_TIMEOUT_SECONDS, remaining)), {
              startBy,
              cancelled: gone,
              waited: (ms) => {
                waited += ms;
              },
            }),
          );
        }
        // How long the images waited for the decoder and how long decoding took in all (browser devtools, proxies' logs).
        const decoding = performance.now() - decodeStarted - waited;
        void reply.header('server-timing', `decode-wait;dur=${Math.round(waited)}, decode;dur=${Math.round(decoding)}`);
        const { images: all, added } = await addToGallery(ctx.db, vendorId, images, ctx.clock(), token);
        reservation = null;
        const map = toImages(req);
        return { images: map(all), added: map(added) };
      } finally {
        for (const b of bookings) gate.decoder.release(b);
        admission.leave();
        // Given back once the answer is decided (before it is sent), the room before the place; a
        // failure here only leaves them to their lease.
        try {
          if (reservation !== null) await dropReservation(ctx.db, vendorId, reservation);
          if (place !== null) await releaseUploadPlace(ctx.db, place);
        } catch (err) {
          req.log.warn({ err: String(err) }, 'could not give back an upload place or reservation');
        }
      }
    });
    on(app, routes.deleteGalleryImage, { preValidation: guard }, async (req) => {
      const images = await removeFromGallery(ctx.db, vendorOf(req).vendorId, req.params.imageId.toLowerCase());
      return { images: toImages(req)(images), added: [] };
    });
  });
}
