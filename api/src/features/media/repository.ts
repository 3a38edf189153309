import type { Queryable } from '../../db/types.js';

export interface MediaFile {
  path: string;
  contentType: string;
  data: Uint8Array;
}

export const MEDIA_PREFIX = '/media/';

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
