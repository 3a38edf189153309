/** How long a phone on 3G may take to fetch a remote's manifest or entry before the area
 * shows its fallback. Well under the API's 20 s: the shell must stay usable. */
export const MANIFEST_TIMEOUT_MS = 6000;
export const ENTRY_SCRIPT_TIMEOUT_MS = 8000;
/** Upper bound for the whole load of an area (manifest + entry + exposed chunk). */
export const AREA_LOAD_TIMEOUT_MS = 10000;

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
