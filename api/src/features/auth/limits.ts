import rateLimit from '@fastify/rate-limit';
import { toE164 } from '@vd/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import { isFixedCodeNumber } from './otp-service.js';

/**
 * Who is calling, for the per-caller limits: the client address (behind a proxy, set TRUST_PROXY so
 * Fastify reads X-Forwarded-For). IPv6 addresses count per /64, the block one subscriber gets.
 */
export function callerOf(req: FastifyRequest): string {
  const ip = req.ip ?? 'unknown';
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  if (!ip.includes(':')) return ip;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  const full = ip.includes('::') ? [...groups, '0', '0', '0', '0'].slice(0, 4) : ip.split(':').slice(0, 4);
  return `${full.join(':')}::/64`;
}

/**
 * One fixed-window counter in the database (table rate_limits), shared by every API process on it:
 * counts a hit and answers the count in the current window and when the window ends.
 */
export async function countHit(q: Queryable, key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }> {
  const { rows } = await q.query<{ count: number; reset_at: Date }>(
    `INSERT INTO rate_limits AS r (key, count, reset_at) VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3))
       ON CONFLICT (key) DO UPDATE SET
         count    = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.count + 1 END,
         reset_at = CASE WHEN r.reset_at <= $2 THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING count, reset_at`,
    [key, now, windowSeconds],
    { name: 'rate_limit_hit' },
  );
  const r = rows[0]!;
  return { count: Number(r.count), resetAt: new Date(r.reset_at) };
}

/** The count of a counter now, without counting (0 once its window has passed). */
export async function readHits(q: Queryable, key: string, now: Date): Promise<{ count: number; resetAt: Date | null }> {
  const { rows } = await q.query<{ count: number; reset_at: Date }>('SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2', [key, now]);
  const r = rows[0];
  return r ? { count: Number(r.count), resetAt: new Date(r.reset_at) } : { count: 0, resetAt: null };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (the plugin's own stores
 * are process memory or Redis). Time comes from the app's clock, so tests move it instead of sleeping.
 */
export function databaseStore(db: Queryable, clock: Clock) {
  let hits = 0;
  class DatabaseRateLimitStore {
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock();
      countHit(db, key, Math.max(1, Math.ceil(timeWindow / 1000)), now).then(
        async ({ count, resetAt }) => {
          // Housekeeping now and then: windows long over.
          if (++hits % 500 === 0) await db.query('DELETE FROM rate_limits WHERE reset_at < $1', [new Date(now.getTime() - 86_400_000)]);
          cb(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) });
        },
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(): DatabaseRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

/** 429 RATE_LIMITED with Retry-After and retryAfterSeconds, the one shape every sign-in limit answers. */
export function tooMany(retryAfterSeconds: number, message: (s: number) => string): AppError {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', message(s), { retryAfterSeconds: s }, { 'Retry-After': String(s) });
}

/** The phone of a sign-in request, when it is a demo fixed-code number (outside every request limit). */
function isExempt(ctx: AppContext, req: FastifyRequest): boolean {
  const phone = toE164(String((req.query as { phoneNumber?: unknown } | undefined)?.phoneNumber ?? ''));
  return phone !== null && isFixedCodeNumber(ctx, phone);
}

export interface SignInLimitHooks {
  send: preHandlerAsyncHookHandler;
  verify: preHandlerAsyncHookHandler;
}

/**
 * Registers @fastify/rate-limit (not global: only the routes that ask) with the database store and
 * builds the preHandlers of auth/otp/send and auth/otp/verify: per caller, then overall, over
 * AUTH_RATE_WINDOW_SECONDS. The first limit exceeded answers 429; a refused call does not count
 * against the overall limit, so one noisy caller cannot use up everyone's.
 */
export async function signInLimits(app: FastifyInstance, ctx: AppContext): Promise<SignInLimitHooks> {
  await app.register(rateLimit, { global: false, store: databaseStore(ctx.db, ctx.clock) });
  const { limits } = ctx.config;
  const timeWindow = limits.windowSeconds * 1000;
  const allowList = (req: FastifyRequest) => isExempt(ctx, req);
  const make = (route: 'send' | 'verify', perCaller: number, global: number): preHandlerAsyncHookHandler => {
    const byCaller = app.createRateLimit({ max: perCaller, timeWindow, allowList, keyGenerator: (req) => `${route}:caller:${callerOf(req)}` });
    const overall = app.createRateLimit({ max: global, timeWindow, allowList, keyGenerator: () => `${route}:global` });
    const what = route === 'send' ? 'requests for a code' : 'sign-in attempts';
    return async (req) => {
      const mine = await byCaller(req);
      if (!mine.isAllowed && mine.isExceeded) {
        req.log.warn({ limit: `${route}:caller`, caller: callerOf(req) }, 'sign-in rate limit');
        throw tooMany(mine.ttlInSeconds, (s) => `Too many ${what} from your network. Please wait ${s} seconds and try again.`);
      }
      const all = await overall(req);
      if (!all.isAllowed && all.isExceeded) {
        req.log.warn({ limit: `${route}:global` }, 'sign-in rate limit');
        throw tooMany(all.ttlInSeconds, (s) => `The sign-in service is busy. Please wait ${s} seconds and try again.`);
      }
    };
  };
  return { send: make('send', limits.sendPerCaller, limits.sendGlobal), verify: make('verify', limits.verifyPerCaller, limits.verifyGlobal) };
}
