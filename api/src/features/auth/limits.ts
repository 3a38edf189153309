import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';

/**
 * Who is calling, for the per-caller limits: the client address (behind a proxy, TRUST_PROXY as a
 * hop count or the proxies' addresses, so Fastify reads X-Forwarded-For). IPv6 addresses count per
 * /64, the block one subscriber gets.
 */
export function callerOf(req: Pick<FastifyRequest, 'ip'>): string {
  const ip = req.ip ?? 'unknown';
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  if (!ip.includes(':')) return ip;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  const full = ip.includes('::') ? [...groups, '0', '0', '0', '0'].slice(0, 4) : ip.split(':').slice(0, 4);
  return `${full.join(':')}::/64`;
}

/**
 * The wider network of an IPv6 caller (its /48, one site's block: whoever holds it has 65,536 /64s),
 * which gets NETWORK_FACTOR times a caller's allowance. An IPv4 caller has none (addresses are scarce,
 * and a /24 is often a carrier's pool shared by strangers).
 */
export function networkOf(caller: string): string | null {
  if (!caller.endsWith('::/64')) return null;
  return `${caller.split(':').slice(0, 3).join(':')}::/48`;
}

/** A /48 may make this many times the calls of one /64. */
export const NETWORK_FACTOR = 5;

/** 429 RATE_LIMITED with Retry-After and retryAfterSeconds, the one shape every sign-in limit answers. */
export function tooMany(retryAfterSeconds: number, message: (s: number) => string): AppError {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', message(s), { retryAfterSeconds: s }, { 'Retry-After': String(s) });
}
