import { toE164 } from '@vd/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { on } from '../../http/route.js';
import * as routes from '@vd/contract/routes';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { callerOf } from './limits.js';
import { tokenFromHeaders } from './request-tokens.js';
import { parseRole, type Role } from './roles.js';
import { checkRequestLimits, knownDevice, type SignInCall, sendOtp, signInTime, verifyOtp } from './service.js';
import { logout, rotateRefreshToken } from './tokens.js';

/** The header a device that signed in before sends on auth/otp/send and auth/otp/verify. */
export const DEVICE_TOKEN_HEADER = 'x-device-token';

function phoneOrThrow(input: string, field = 'phoneNumber'): string {
  const phone = toE164(input);
  if (!phone) throw badRequest('INVALID_PHONE', `querystring/${field} must be a 10-digit mobile number, optionally prefixed with +91`);
  return phone;
}

function roleOrThrow(input: string | undefined): Role {
  const role = parseRole(input ?? 'VENDOR');
  if (!role) throw badRequest('VALIDATION_FAILED', 'querystring/role must be VENDOR or USER');
  return role;
}

function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
}

/**
 * The preHandlers of auth/otp/send and auth/otp/verify: find the known device (X-Device-Token of
 * this number), then the per-caller limits, before any other work. The
 * handlers get what was found through `callOf`.
 */
function signInLimits(ctx: AppContext) {
  const calls = new WeakMap<FastifyRequest, SignInCall>();
  const make =
    (route: 'send' | 'verify'): preHandlerAsyncHookHandler =>
    async (req) => {
      const query = req.query as { phoneNumber?: string; role?: string };
      const phone = toE164(String(query.phoneNumber ?? ''));
      const caller = callerOf(req);
      const now = await signInTime(ctx);
      const device = phone ? await knownDevice(ctx, headerOf(req, DEVICE_TOKEN_HEADER), phone, now) : null;
      await checkRequestLimits(ctx, route, caller, phone, device, now);
      if (phone) calls.set(req, { phone, role: roleOrThrow(query.role), caller, device });
    };
  /** The call a preHandler prepared (a malformed phone is refused here, after the limits counted it). */
  const callOf = (req: FastifyRequest): SignInCall => {
    const call = calls.get(req);
    if (call) return call;
    phoneOrThrow(String((req.query as { phoneNumber?: string }).phoneNumber ?? ''));
    throw badRequest('VALIDATION_FAILED', 'querystring/phoneNumber is required');
  };
  return { send: make('send'), verify: make('verify'), callOf };
}

/** Sign-in routes; request and reply types come from the contract's route schemas. */
export async function authRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  // Known device, then per caller, before any work.
  const limit = signInLimits(ctx);

  on(app, routes.sendOtp, { preHandler: limit.send }, async (req) => {
    return sendOtp(ctx, limit.callOf(req));
  });

  on(app, routes.verifyOtp, { preHandler: limit.verify }, async (req, reply) => {
    const { body, deviceToken } = await verifyOtp(ctx, limit.callOf(req), req.query.otp);
    // A device new to this number gets a token: sent back on later sign-ins, it is the device allowance.
    if (deviceToken) reply.header('X-Device-Token', deviceToken);
    return body;
  });

  on(app, routes.refreshToken, {}, async (req) => {
    const token = req.query.refreshToken?.trim() || tokenFromHeaders(req, 'refreshtoken');
    if (!token) throw badRequest('REFRESH_TOKEN_MISSING', 'querystring/refreshToken (or the refreshToken header) is required');
    const outcome = await rotateRefreshToken(ctx.db, token, roleOrThrow(req.query.role), ctx.clock, ctx.config);
    // After the rotation is committed: the sessions it ended, if any (see SessionCache).
    ctx.sessions.forget(outcome.endedSessions);
    if (outcome.kind === 'ok') {
      if (outcome.replayed) req.log.info('refresh token reused within the grace window: answered the pair it was rotated into');
      return outcome.tokens;
    }
    if (outcome.kind === 'reused') {
      req.log.warn({ familyRevoked: outcome.familyRevoked }, 'refresh token reuse');
      throw new AppError(401, 'REFRESH_REUSED', 'This refresh token was already used. Please sign in again.');
    }
    throw new AppError(401, 'REFRESH_INVALID', 'Session expired. Please login again.');
  });

  on(app, routes.logout, {}, async (req) => {
    const ended = await logout(
      ctx.db,
      { sessionToken: tokenFromHeaders(req, 'sessiontoken'), refreshToken: tokenFromHeaders(req, 'refreshtoken') },
      ctx.clock(),
    );
    // After the revocation is committed, the sessions it ended only (a lookup racing with it stores nothing: see SessionCache).
    ctx.sessions.forget(ended);
    return { successMsg: 'Logged out successfully.' };
  });
}
