/** First wait after a failed attempt, and the longest (ms). */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Wait before attempt `attempts + 1` after `attempts` failed ones: 2 s, 4 s, 8 s … at most 5 min,
 * with up to a fifth of it at random (`random` in [0, 1)) so phones that come back together spread out.
 */
export function backoffMs(attempts: number, random = 0): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random));
}
