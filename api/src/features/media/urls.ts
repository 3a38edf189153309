import type { FastifyRequest } from 'fastify';

/** Where media paths (`/media/...`) are served from: PUBLIC_URL, else the origin the client called. */
export function publicBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host || 'localhost'}`;
}

/** Stored paths are relative (`/media/...`); answers carry absolute URLs. External URLs pass through. */
export function absoluteUrl(base: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
