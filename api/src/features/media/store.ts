/**
 * SQL of the media feature, on its own tables only: `media` (stored files), `vendor_images`
 * (each vendor's gallery) and `gallery_reservations` (room held by uploads being decoded). Paths are
 * stored relative (`/media/...`); URLs are made at the edge.
 */
import type { Queryable } from '../../db/types.js';

export interface MediaFile {
  path: string;
  contentType: string;
  data: Uint8Array;
}

export const MEDIA_PREFIX = '/media/';
/** Uploaded files live under this media path; they never change, so they are served as immutable. */
export const UPLOAD_PREFIX = `${MEDIA_PREFIX}uploads/`;

export async function getMedia(q: Queryable, path: string): Promise<MediaFile | null> {
  const { rows } = await q.query<{ path: string; content_type: string; data: Uint8Array }>('SELECT path, content_type, data FROM media WHERE path = $1', [
    path,
  ]);
  const r = rows[0];
  return r ? { path: r.path, contentType: r.content_type, data: r.data } : null;
}

/** Stores a file unless one already exists at that path (the seed never overwrites). */
export async function putMediaIfAbsent(q: Queryable, files: readonly MediaFile[]): Promise<void> {
  for (let i = 0; i < files.length; i += 200) {
    const chunk = files.slice(i, i + 200);
    const params: unknown[] = [];
    const values = chunk.map((f, j) => {
      params.push(f.path, f.contentType, f.data);
      return `($${j * 3 + 1}, $${j * 3 + 2}, $${j * 3 + 3})`;
    });
    await q.query(`INSERT INTO media (path, content_type, data) VALUES ${values.join(', ')} ON CONFLICT (path) DO NOTHING`, params);
  }
}

export async function deleteMedia(q: Queryable, paths: readonly string[]): Promise<void> {
  if (paths.length > 0) await q.query('DELETE FROM media WHERE path = ANY($1::text[])', [paths]);
}

/** One gallery image as stored. */
export interface GalleryRow {
  id: string;
  path: string;
  thumbPath: string | null;
  width: number | null;
  height: number | null;
  contentType: string;
  createdAt: string;
}

interface RawGalleryRow {
  id: string;
  path: string;
  thumb_path: string | null;
  width: number | null;
  height: number | null;
  content_type: string | null;
  created_at: Date | string;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** The vendor's gallery in display order (the order of vendorImages in GET vendor). */
export async function listGalleryRows(q: Queryable, vendorId: string): Promise<GalleryRow[]> {
  const { rows } = await q.query<RawGalleryRow>(
    `SELECT vi.id, vi.path, vi.thumb_path, vi.width, vi.height, COALESCE(vi.content_type, m.content_type) AS content_type, vi.created_at
       FROM vendor_images vi LEFT JOIN media m ON m.path = vi.path
      WHERE vi.vendor_id = $1 ORDER BY vi.sort, vi.created_at, vi.id`,
    [vendorId],
  );
  return rows.map((r) => ({
    id: r.id,
    path: r.path,
    thumbPath: r.thumb_path,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    contentType: r.content_type ?? 'application/octet-stream',
    createdAt: iso(r.created_at),
  }));
}

/** How many images the vendor's gallery has, and the next sort position. */
export async function galleryCount(q: Queryable, vendorId: string): Promise<{ count: number; nextSort: number }> {
  const { rows } = await q.query<{ n: number; next: number }>(
    'SELECT count(*)::int AS n, COALESCE(max(sort), -1)::int + 1 AS next FROM vendor_images WHERE vendor_id = $1',
    [vendorId],
  );
  return { count: Number(rows[0]?.n ?? 0), nextSort: Number(rows[0]?.next ?? 0) };
}

/** Gallery places reserved by the vendor's uploads in progress (their reservations not lapsed on the database's clock). */
export async function reservedPlaces(q: Queryable, vendorId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT COALESCE(sum(images), 0)::int AS n FROM gallery_reservations WHERE vendor_id = $1 AND expires_at > now()',
    [vendorId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Records an upload's reserved places until `leaseSeconds` from now on the database's clock. */
export async function insertReservation(q: Queryable, r: { token: string; vendorId: string; images: number; leaseSeconds: number }): Promise<void> {
  await q.query('INSERT INTO gallery_reservations (token, vendor_id, images, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))', [
    r.token,
    r.vendorId,
    r.images,
    r.leaseSeconds,
  ]);
}

/** Removes an upload's reservation; the places it held, or null when it had lapsed (or was never made). */
export async function takeReservation(q: Queryable, vendorId: string, token: string): Promise<number | null> {
  const { rows } = await q.query<{ images: number; live: boolean }>(
    'DELETE FROM gallery_reservations WHERE token = $1 AND vendor_id = $2 RETURNING images, expires_at > now() AS live',
    [token, vendorId],
  );
  const r = rows[0];
  return r?.live ? Number(r.images) : null;
}

/** Serialises changes to one vendor's gallery until the transaction ends (two uploads at once). */
export async function lockGallery(q: Queryable, vendorId: string): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('vendor_images:' || $1))", [vendorId]);
}

export interface NewGalleryImage {
  id: string;
  vendorId: string;
  path: string;
  thumbPath: string;
  sort: number;
  width: number;
  height: number;
  contentType: string;
  main: Uint8Array;
  thumb: Uint8Array;
  now: Date;
}

export async function insertGalleryImage(q: Queryable, img: NewGalleryImage): Promise<void> {
  await q.query('INSERT INTO media (path, content_type, data, created_at) VALUES ($1, $2, $3, $5), ($4, $2, $6, $5)', [
    img.path,
    img.contentType,
    img.main,
    img.thumbPath,
    img.now,
    img.thumb,
  ]);
  await q.query(
    `INSERT INTO vendor_images (id, vendor_id, path, sort, created_at, thumb_path, width, height, content_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [img.id, img.vendorId, img.path, img.sort, img.now, img.thumbPath, img.width, img.height, img.contentType],
  );
}

/** Removes one of the vendor's images; its stored paths, or null when the vendor has no such image. */
export async function deleteGalleryImage(q: Queryable, vendorId: string, imageId: string): Promise<{ path: string; thumbPath: string | null } | null> {
  const { rows } = await q.query<{ path: string; thumb_path: string | null }>(
    'DELETE FROM vendor_images WHERE id = $1 AND vendor_id = $2 RETURNING path, thumb_path',
    [imageId, vendorId],
  );
  const gone = rows[0];
  return gone ? { path: gone.path, thumbPath: gone.thumb_path } : null;
}
