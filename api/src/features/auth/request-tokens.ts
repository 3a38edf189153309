import type { FastifyRequest } from 'fastify';

/**
 * A token from a header (sessiontoken / refreshtoken); for sessiontoken also Authorization: Bearer.
 * Values the browser client sends when it holds nothing ("null", "undefined", "") count as absent.
 */
export function tokenFromHeaders(request: FastifyRequest, header: 'sessiontoken' | 'refreshtoken'): string | undefined {
  const raw = request.headers[header];
  let v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!v && header === 'sessiontoken') {
    const auth = request.headers.authorization;
    const m = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth.trim()) : null;
    v = m?.[1];
  }
  if (!v || v === 'null' || v === 'undefined') return undefined;
  return v;
}
