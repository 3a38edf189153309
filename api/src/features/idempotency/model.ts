import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: two bodies that mean the same hash the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What a key is bound to: the method, the path with its query, and the body (canonical JSON), as SHA-256 hex. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** Writes the hook looks at; reads are never keyed. */
export const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A claim older than this whose request never finished (its process died) may be taken over. */
export const STALE_CLAIM_SECONDS = 120;

/** A stored row, as the decision below needs it. */
export interface KeyRow {
  requestHash: string;
  createdAt: Date;
  statusCode: number | null;
}

export type KeyDecision =
  /** Nothing usable stored: run the request (after claiming or taking over the key). */
  | { kind: 'run' }
  /** The first request succeeded: answer what it answered. */
  | { kind: 'replay' }
  /** The key was used for another request. */
  | { kind: 'reused' }
  /** The first request is still running. */
  | { kind: 'in-progress' };

/** What to do with a request whose key is already stored. */
export function decide(row: KeyRow, hash: string, now: Date, ttlSeconds: number): KeyDecision {
  const age = (now.getTime() - row.createdAt.getTime()) / 1000;
  if (age >= ttlSeconds) return { kind: 'run' };
  if (row.requestHash !== hash) return { kind: 'reused' };
  if (row.statusCode !== null) return { kind: 'replay' };
  return age >= STALE_CLAIM_SECONDS ? { kind: 'run' } : { kind: 'in-progress' };
}
