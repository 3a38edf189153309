import multipart from '@fastify/multipart';
import { deleteGalleryImageRoute, listGalleryRoute, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, uploadGalleryRoute } from '@vd/shared/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { addToGallery, listGallery, removeFromGallery } from './gallery-repository.js';
import { displayName, type ProcessedImage, processUpload } from './image.js';
import { concurrencyLimit } from '../../lib/concurrency.js';
import { absoluteUrl, publicBase } from './urls.js';

/** The multipart field the spec names. */
export const UPLOAD_FIELD = 'files';

/**
 * Uploads read and converted at once per process (each holds up to 10 × 5 MB plus libvips' working
 * memory); the others wait their turn with their bodies still in the socket.
 */
export const MAX_CONCURRENT_UPLOADS = 2;

const tooLarge = (file: string) => new AppError(413, 'FILE_TOO_LARGE', `File "${file}" exceeds 5MB.`, { file, maxBytes: MAX_UPLOAD_BYTES });

interface MultipartFailure {
  code?: string;
  part?: { filename?: string };
}

/**
 * Reads every `files` part into memory (each at most MAX_UPLOAD_BYTES, busboy stops reading past
 * it), checking and converting each as it arrives. Nothing is stored here: the caller stores all of
 * them in one transaction once the whole request has been read, so a request cut off half way (or
 * refused at its 3rd file) leaves nothing behind.
 */
async function readUploads(req: FastifyRequest): Promise<ProcessedImage[]> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the images as multipart/form-data, in parts named "${UPLOAD_FIELD}".`);
  }
  const images: ProcessedImage[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, parts: MAX_UPLOAD_FILES + 20 } })) {
      if (part.type !== 'file') continue;
      const name = displayName(part.filename);
      if (part.fieldname !== UPLOAD_FIELD) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('UNEXPECTED_FIELD', `Images go in parts named "${UPLOAD_FIELD}", not "${displayName(part.fieldname)}".`);
      }
      const bytes = await part.toBuffer();
      // A browser sends an empty part for a file input with nothing chosen.
      if (bytes.length === 0 && name === 'file') continue;
      images.push(await processUpload(bytes, name));
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
  if (images.length === 0) throw badRequest('NO_FILES', `Please upload at least one new image (parts named "${UPLOAD_FIELD}").`);
  return images;
}

/**
 * The gallery (issue 12, decision 0030): GET vendor/images, POST vendor/upload (multipart),
 * DELETE vendor/images/:imageId. Registered in its own scope: multipart parsing is for these routes only.
 */
export async function galleryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  await fastify.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES } });
    const app = typed(scope);
    const guard = requireVendor(ctx);
    const uploadSlot = concurrencyLimit(MAX_CONCURRENT_UPLOADS);
    const urls = (req: FastifyRequest) => {
      const base = publicBase(req, ctx.config.publicUrl);
      return (p: string | null) => absoluteUrl(base, p);
    };

    app.get('/vendor/images', { schema: listGalleryRoute, preValidation: guard }, async (req) => listGallery(ctx.db, vendorOf(req).vendorId, urls(req)));

    app.post('/vendor/upload', { schema: uploadGalleryRoute, preValidation: guard }, async (req) => {
      const images = await uploadSlot(() => readUploads(req));
      return addToGallery(ctx.db, vendorOf(req).vendorId, images, ctx.clock(), urls(req));
    });

    app.delete('/vendor/images/:imageId', { schema: deleteGalleryImageRoute, preValidation: guard }, async (req) => {
      const images = await removeFromGallery(ctx.db, vendorOf(req).vendorId, req.params.imageId.toLowerCase(), urls(req));
      return { images, added: [] };
    });
  });
}
