import { type GalleryImage, MAX_GALLERY_IMAGES } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import type { ProcessedImage } from './image.js';
import { MEDIA_PREFIX } from './repository.js';

/** Uploaded files live under this media path; they never change, so they are served as immutable. */
export const UPLOAD_PREFIX = `${MEDIA_PREFIX}uploads/`;

type UrlOf = (path: string | null) => string | null;

interface GalleryRow {
  id: string;
  path: string;
  thumb_path: string | null;
  width: number | null;
  height: number | null;
  content_type: string | null;
  created_at: Date | string;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

function toImage(r: GalleryRow, urlOf: UrlOf): GalleryImage {
  const url = urlOf(r.path) ?? r.path;
  return {
    id: r.id,
    url,
    thumbnailUrl: urlOf(r.thumb_path) ?? url,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    contentType: r.content_type ?? 'application/octet-stream',
    createdAt: iso(r.created_at),
  };
}

/** The vendor's gallery in display order (the order of vendorImages in GET vendor). */
export async function listGallery(q: Queryable, vendorId: string, urlOf: UrlOf): Promise<GalleryImage[]> {
  const { rows } = await q.query<GalleryRow>(
    `SELECT vi.id, vi.path, vi.thumb_path, vi.width, vi.height, COALESCE(vi.content_type, m.content_type) AS content_type, vi.created_at
       FROM vendor_images vi LEFT JOIN media m ON m.path = vi.path
      WHERE vi.vendor_id = $1 ORDER BY vi.sort, vi.created_at, vi.id`,
    [vendorId],
  );
  return rows.map((r) => toImage(r, urlOf));
}

/**
 * Stores processed images and adds them to the end of the gallery, in one transaction (the vendor
 * row locked): 409 GALLERY_FULL when the gallery would pass MAX_GALLERY_IMAGES, nothing stored.
 */
export async function addToGallery(
  db: Database,
  vendorId: string,
  images: readonly ProcessedImage[],
  now: Date,
  urlOf: UrlOf,
): Promise<{ images: GalleryImage[]; added: GalleryImage[] }> {
  return db.tx(async (q) => {
    await q.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
    const { rows } = await q.query<{ n: number; next: number }>(
      'SELECT count(*)::int AS n, COALESCE(max(sort), -1)::int + 1 AS next FROM vendor_images WHERE vendor_id = $1',
      [vendorId],
    );
    const have = Number(rows[0]?.n ?? 0);
    if (have + images.length > MAX_GALLERY_IMAGES) {
      throw new AppError(
        409,
        'GALLERY_FULL',
        `The gallery holds at most ${MAX_GALLERY_IMAGES} images: it has ${have}, so at most ${Math.max(0, MAX_GALLERY_IMAGES - have)} more can be added. Remove some first.`,
      );
    }
    let sort = Number(rows[0]?.next ?? 0);
    const addedIds: string[] = [];
    for (const img of images) {
      const id = newId();
      const path = `${UPLOAD_PREFIX}${id}.webp`;
      const thumbPath = `${UPLOAD_PREFIX}${id}-thumb.webp`;
      await q.query('INSERT INTO media (path, content_type, data, created_at) VALUES ($1, $2, $3, $5), ($4, $2, $6, $5)', [
        path,
        img.contentType,
        img.main.data,
        thumbPath,
        now,
        img.thumb.data,
      ]);
      await q.query(
        `INSERT INTO vendor_images (id, vendor_id, path, sort, created_at, thumb_path, width, height, content_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, vendorId, path, sort++, now, thumbPath, img.main.width, img.main.height, img.contentType],
      );
      addedIds.push(id);
    }
    const all = await listGallery(q, vendorId, urlOf);
    return { images: all, added: addedIds.map((id) => all.find((i) => i.id === id)).filter((i): i is GalleryImage => i !== undefined) };
  });
}

/** Removes one of the vendor's images (and its uploaded files). 404 IMAGE_NOT_FOUND for an unknown or another vendor's id. */
export async function removeFromGallery(db: Database, vendorId: string, imageId: string, urlOf: UrlOf): Promise<GalleryImage[]> {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ path: string; thumb_path: string | null }>(
      'DELETE FROM vendor_images WHERE id = $1 AND vendor_id = $2 RETURNING path, thumb_path',
      [imageId, vendorId],
    );
    const gone = rows[0];
    if (!gone) throw notFound('IMAGE_NOT_FOUND', 'No such image in your gallery.');
    // Only uploads are the gallery's own files; a seeded or shared path stays.
    const paths = [gone.path, gone.thumb_path].filter((p): p is string => p?.startsWith(UPLOAD_PREFIX) === true);
    if (paths.length > 0) await q.query('DELETE FROM media WHERE path = ANY($1::text[])', [paths]);
    return listGallery(q, vendorId, urlOf);
  });
}
