import { createHash, webcrypto } from 'node:crypto';

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

/**
 * What a key is bound to, as SHA-256 hex: the method, the path with its query, the body (canonical
 * JSON) and, for a multipart upload, the SHA-256 of each file's bytes in order (the same key with
 * another picture is another request).
 */
export function requestHash(method: string, url: string, body: unknown, fileDigests?: readonly string[]): string {
  const h = createHash('sha256').update(`${method.toUpperCase()} ${url}\n${canonicalJson(body)}`);
  if (fileDigests !== undefined) h.update(`\nfiles:${fileDigests.join(',')}`);
  return h.digest('hex');
}

/** SHA-256 hex of one uploaded file's bytes (off the event loop: files are up to 5 MB). */
export async function fileDigest(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

/** Writes the hook looks at; reads are never keyed. */
export const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How long a claim stays its holder's (on the database's clock) for a write that runs in the
 * request: far past the database's own time-outs (a statement 15 s, a query 20 s). A route whose
 * work takes longer (an upload) claims for its own deadline. Past the lease, the holder is taken to
 * have died and the key may be taken over; a holder that is still alive then can no longer complete
 * or give up the claim (its token no longer matches).
 */
export const DEFAULT_CLAIM_LEASE_SECONDS = 120;

/**
 * The largest answer kept whole; a larger one keeps only its status (a repeat gets that status with
 * an empty body and `Idempotent-Replayed: true`: the write is still applied once).
 */
export const MAX_KEPT_ANSWER_BYTES = 64 * 1024;

/** Who a key belongs to: the signed-in vendor, or the signed-in customer (POST customer/orders). */
export interface KeyOwner {
  kind: 'vendor' | 'customer';
  id: string;
}

/** A stored row, as the decision below needs it (its ages judged by the database's clock). */
export interface KeyRow {
  /** Its request hash is this request's. */
  sameRequest: boolean;
  /** Answered (a success was kept). */
  finished: boolean;
  /** Older than the key's lifetime (IDEMPOTENCY_KEY_TTL_HOURS). */
  expired: boolean;
  /** An unfinished claim whose lease has passed (its holder is taken to have died). */
  lapsed: boolean;
}

export type KeyDecision =
  /** Nothing usable stored: run the request (after taking the key over). */
  | { kind: 'run' }
  /** The first request succeeded: answer what it answered. */
  | { kind: 'replay' }
  /** The key was used for another request. */
  | { kind: 'reused' }
  /** The first request is still running. */
  | { kind: 'in-progress' };

/** What to do with a request whose key is already stored. */
export function decide(row: KeyRow): KeyDecision {
  if (row.expired) return { kind: 'run' };
  if (!row.sameRequest) return { kind: 'reused' };
  if (row.finished) return { kind: 'replay' };
  return row.lapsed ? { kind: 'run' } : { kind: 'in-progress' };
}
