import { toE164 } from '@vd/contract';
import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { callerOf, signInLimits } from './limits.js';
import { tokenFromHeaders } from './request-tokens.js';
import { sendOtp, verifyOtp } from './otp-service.js';
import { parseRole, type Role } from './roles.js';
import { logout, rotateRefreshToken } from './tokens.js';

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

/** Sign-in routes; request and reply types come from the contract's route schemas. */
export async function authRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  // Per caller and overall, before any work (decision 0039).
  const limit = await signInLimits(fastify, ctx);

  on(app, routes.sendOtp, { preHandler: limit.send }, async (req) => {
    return sendOtp(ctx, phoneOrThrow(req.query.phoneNumber), roleOrThrow(req.query.role), callerOf(req));
  });

  on(app, routes.verifyOtp, { preHandler: limit.verify }, async (req) => {
    return verifyOtp(ctx, phoneOrThrow(req.query.phoneNumber), roleOrThrow(req.query.role), req.query.otp, callerOf(req));
  });

  on(app, routes.refreshToken, {}, async (req) => {
    const token = req.query.refreshToken?.trim() || tokenFromHeaders(req, 'refreshtoken');
    if (!token) throw badRequest('REFRESH_TOKEN_MISSING', 'querystring/refreshToken (or the refreshToken header) is required');
    const outcome = await rotateRefreshToken(ctx.db, token, roleOrThrow(req.query.role), ctx.clock(), ctx.config);
    ctx.sessions.forgetAll();
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
    await logout(ctx.db, { sessionToken: tokenFromHeaders(req, 'sessiontoken'), refreshToken: tokenFromHeaders(req, 'refreshtoken') }, ctx.clock());
    // After the revocation is committed (a lookup racing with it stores nothing: see SessionCache).
    ctx.sessions.forgetAll();
    return { successMsg: 'Logged out successfully.' };
  });
}
