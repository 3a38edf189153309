import multipart from '@fastify/multipart';
import { type GalleryImage, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@vd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { on } from '../../http/route.js';
import * as routes from '@vd/contract/routes';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { type CheckedUpload, displayName, inspectUpload } from './image.js';
import { addToGallery, type GalleryRow, galleryFull, galleryRoom, isUpload, listGallery, mediaFile, removeFromGallery, uploadGate } from './service.js';
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

/** An answer given before the body was read to its end: the connection is closed after it. */
const closing = (err: AppError) => new AppError(err.statusCode, err.code, err.message, err.details, { ...err.headers, Connection: 'close' });

/**
 * Reads every `files` part into memory (each at most MAX_UPLOAD_BYTES, busboy stops reading past
 * it) and checks each from its header as it arrives (type, pixel count), without decoding: more
 * files than the gallery has room for is a 409 at once, a body slower than `timeoutMs` a 408.
 * Nothing is stored here: a request cut off half way (or refused at its 3rd file) leaves nothing.
 */
async function readUploads(req: FastifyRequest, gallery: { have: number; room: number }, timeoutMs: number): Promise<CheckedUpload[]> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the images as multipart/form-data, in parts named "${UPLOAD_FIELD}".`);
  }
  const files: CheckedUpload[] = [];
  const reading = (async () => {
    try {
      for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, parts: MAX_UPLOAD_FILES + 20 } })) {
        if (part.type !== 'file') continue;
        const name = displayName(part.filename);
        if (part.fieldname !== UPLOAD_FIELD) {
          throw badRequest('UNEXPECTED_FIELD', `Images go in parts named "${UPLOAD_FIELD}", not "${displayName(part.fieldname)}".`);
        }
        // One file more than the gallery has room for: refused as it starts, before its bytes are read.
        if (files.length >= gallery.room && part.filename) throw galleryFull(gallery.have);
        const bytes = await part.toBuffer();
        // A browser sends an empty part for a file input with nothing chosen.
        if (bytes.length === 0 && name === 'file') continue;
        files.push(await inspectUpload(bytes, name));
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
    throw err instanceof AppError ? closing(err) : err;
  } finally {
    clearTimeout(timer);
  }
  if (files.length === 0) throw badRequest('NO_FILES', `Please upload at least one new image (parts named "${UPLOAD_FIELD}").`);
  return files;
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
    const gate = uploadGate();
    const timeoutMs = ctx.config.uploadTimeoutSeconds * 1000;
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
    on(app, routes.uploadGallery, { preValidation: guard }, async (req) => {
      const { vendorId } = vendorOf(req);
      const leave = gate.enter(vendorId);
      try {
        // A full gallery is refused before a byte of the files is read or decoded.
        const room = await galleryRoom(ctx.db, vendorId);
        if (room.room === 0) throw closing(galleryFull(room.have));
        const checked = await readUploads(req, room, timeoutMs);
        leave();
        const images = await gate.convert(checked);
        const { images: all, added } = await addToGallery(ctx.db, vendorId, images, ctx.clock());
        const map = toImages(req);
        return { images: map(all), added: map(added) };
      } finally {
        leave();
      }
    });
    on(app, routes.deleteGalleryImage, { preValidation: guard }, async (req) => {
      const images = await removeFromGallery(ctx.db, vendorOf(req).vendorId, req.params.imageId.toLowerCase());
      return { images: toImages(req)(images), added: [] };
    });
  });
}
