import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { forbidden, unauthenticated } from '../../http/errors.js';
import { tokenFromHeaders } from '../auth/request-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    customerId?: string;
  }
}

/**
 * preValidation hook for customer calls (placing an order): a session signed in with role USER.
 * A vendor session gets 403 NOT_A_CUSTOMER; the customer always comes from the session.
 */
export function requireCustomer(ctx: AppContext): preValidationAsyncHookHandler {
  return async function customerGuard(request) {
    const token = tokenFromHeaders(request, 'sessiontoken');
    if (!token) throw unauthenticated('Sign in to continue: the sessionToken header is missing.');
    const found = await ctx.sessions.lookup(ctx.db, token, ctx.clock());
    if (found.kind !== 'ok') throw unauthenticated('Your session is not valid any more. Please sign in again.');
    const s = found.session;
    if (s.userType !== 'user' || s.customerId === null) throw forbidden('NOT_A_CUSTOMER', 'Only a customer account can place an order.');
    request.customerId = s.customerId;
  };
}

export function customerOf(request: FastifyRequest): string {
  if (!request.customerId) throw new Error('customerOf() used on a route without requireCustomer()');
  return request.customerId;
}
