/**
 * API reads made before the page's JavaScript has run (issue 25, decision 0063): index.html's inline
 * boot script asks for the signed-in vendor's record as soon as config.json is in, ~0.5 s before the
 * shell's code could on the slow phone. The host hands those requests over here (`addEarlyReads`),
 * and the page's one API client answers a GET from one of them instead of asking again when it is
 * the same request: the same URL (query order aside), sent with the same session token and the same
 * `X-Vendor-Id` (or none), not older than `EARLY_READ_MAX_AGE_MS`. Each is used once. An early read
 * that failed or did not answer 200 is not used: the client makes its own request, with its usual
 * token refresh and error handling.
 */

/** One request the boot script made, as it hands it over. */
export interface EarlyRead {
  /** The absolute URL, query included. */
  url: string;
  /** The session token it was sent with. */
  token: string;
  /** The `X-Vendor-Id` it was sent with, or null for none. */
  vendorId: string | null;
  /** When it was sent (`Date.now()`). */
  at: number;
  response: Promise<Response>;
}

/** An early read older than this is not used (the data may have changed since). */
export const EARLY_READ_MAX_AGE_MS = 15_000;

let reads: EarlyRead[] = [];
/**
 * The GETs the client has sent itself (their `requestKey`s): an early read of one of them that is
 * handed over later is dropped, not kept to answer a later request with older data (a list read
 * again after a new order came in, decision 0066).
 */
let asked = new Set<string>();
const ASKED_LIMIT = 500;

/** A URL as compared: origin and path, and its query's pairs in order of name. */
export function requestKey(url: string): string {
  try {
    const parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href);
    const pairs = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}?${new URLSearchParams(pairs).toString()}`;
  } catch {
    return url;
  }
}

/** Keeps the boot script's requests for the client; anything malformed is left out. */
export function addEarlyReads(list: unknown): void {
  if (!Array.isArray(list)) return;
  for (const item of list as Partial<EarlyRead>[]) {
    if (!item || typeof item.url !== 'string' || typeof item.token !== 'string' || typeof item.at !== 'number') continue;
    // A thenable, not `instanceof Promise`: the bundle's Promise need not be the page's own.
    if (typeof (item.response as { then?: unknown } | undefined)?.then !== 'function') continue;
    if (asked.has(requestKey(item.url))) continue;
    const response = Promise.resolve(item.response as Promise<Response>);
    // Handled here: a failed early read is only not used.
    response.catch(() => undefined);
    reads.push({ url: item.url, token: item.token, vendorId: typeof item.vendorId === 'string' ? item.vendorId : null, at: item.at, response });
  }
}

/** The longest a GET waits for index.html's reads to be handed over (`expectEarlyReads`). */
export const EARLY_READ_WAIT_MS = 3000;

let handoffs: Promise<void>[] = [];

/**
 * index.html's reads that are still on their way to the client (the host's boot hands them over
 * once the boot script has made them: the screen's first reads only after the vendor's record has
 * answered). Until they are in, a GET waits (`earlyReadsHandedOver`), at most EARLY_READ_WAIT_MS:
 * a screen that renders before them, on a fast network or from the cache, would otherwise ask for the
 * same page itself and drop the boot script's (decision 0067).
 */
export function expectEarlyReads(handoff: PromiseLike<unknown>): void {
  const settled = Promise.resolve(handoff).then(
    () => undefined,
    () => undefined,
  );
  handoffs.push(settled);
  void settled.then(() => {
    handoffs = handoffs.filter((pending) => pending !== settled);
  });
}

/** Settles when the expected early reads are handed over, or EARLY_READ_WAIT_MS later; undefined when none is expected. */
export function earlyReadsHandedOver(): Promise<void> | undefined {
  if (handoffs.length === 0) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, EARLY_READ_WAIT_MS);
  });
  return Promise.race([Promise.all(handoffs).then(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The early answer to this GET, once; `undefined` when there is none to use. The same token and URL,
 * and the same `X-Vendor-Id`; a request without one (the screen rendered before the vendor's record
 * was in the session) takes a read the boot script made for that token's vendor: the API answers
 * both for the session's vendor.
 */
export function takeEarlyRead(url: string, token: string | null, vendorId: string | null, now = Date.now()): Promise<Response> | undefined {
  reads = reads.filter((read) => now - read.at <= EARLY_READ_MAX_AGE_MS);
  const key = requestKey(url);
  const sameVendor = (read: EarlyRead) => read.vendorId === vendorId || vendorId === null;
  const index = token ? reads.findIndex((read) => read.token === token && sameVendor(read) && requestKey(read.url) === key) : -1;
  if (index < 0) {
    if (asked.size >= ASKED_LIMIT) asked = new Set();
    asked.add(key);
    return undefined;
  }
  const [read] = reads.splice(index, 1);
  return read!.response;
}

/** Forgets every early read (sign-out, tests). */
export function clearEarlyReads(): void {
  reads = [];
  asked = new Set();
  handoffs = [];
}
