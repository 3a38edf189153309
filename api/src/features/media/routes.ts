import * as routes from '@vd/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { on } from '../../http/route.js';
import { typed } from '../../http/typed.js';
import { UPLOAD_PREFIX } from './gallery-repository.js';
import { getMedia, MEDIA_PREFIX } from './repository.js';

/** GET /media/* : images stored in the database (seed images, gallery uploads). Public, cacheable (uploads: immutable). */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  on(typed(app), routes.media, {}, async (req, reply) => {
    const rel = req.params['*'];
    if (!/^[A-Za-z0-9._\-/]+$/.test(rel) || rel.includes('..')) throw notFound('MEDIA_NOT_FOUND', 'No such image');
    const file = await getMedia(ctx.db, `${MEDIA_PREFIX}${rel}`);
    if (!file) throw notFound('MEDIA_NOT_FOUND', 'No such image');
    return (
      reply
        .header('content-type', file.contentType)
        // Uploads get a new path for every image and never change: cached for a year, immutable.
        .header('cache-control', file.path.startsWith(UPLOAD_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // Images are embedded by the dashboard's other origins; SVGs must never run script.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(file.data))
    );
  });
}
