import { type AccessRole, ROLE_NOT_ALLOWED, type RouteAccess, roleMay, STAFF_MESSAGES } from '@vd/contract/rules';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, forbidden, unauthenticated } from '../../http/errors.js';
import { isVendorApproved } from './accounts.js';
import { tokenFromHeaders } from './request-tokens.js';
import { parseRole } from './roles.js';

/** The signed-in vendor of a request. Always derived from the session, never from a client header. */
export interface VendorAuth {
  sessionId: string;
  familyId: string;
  vendorId: string;
  phone: string;
  vendorStatus: string;
  /** The owner (the vendor's own number) or the staff member's role as it is now. */
  role: AccessRole;
  /** The staff member signed in; null for the owner. */
  staff: { id: string; name: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    vendorAuth: VendorAuth | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: its contract entry's `access`, set by `on()` (http/route.ts). */
    access?: RouteAccess;
  }
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Values a client sends for "no vendor id yet" are treated as absent. */
const EMPTY_CLAIM = new Set(['', 'null', 'undefined']);

/**
 * Vendor ids the request claims: the X-Vendor-Id header (any case; repeated headers all count) and
 * query parameters named X-Vendor-Id or vendorId (any case), as later calls of the spec carry them.
 */
export function claimedVendorIds(request: FastifyRequest): string[] {
  const claims: string[] = [];
  const h = request.headers['x-vendor-id'];
  for (const v of Array.isArray(h) ? h : h === undefined ? [] : [h]) {
    for (const part of v.split(',')) claims.push(part.trim());
  }
  const query = request.query;
  if (query && typeof query === 'object') {
    for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
      const key = k.toLowerCase();
      if (key !== 'x-vendor-id' && key !== 'vendorid') continue;
      for (const item of Array.isArray(v) ? v : [v]) if (typeof item === 'string') claims.push(item.trim());
    }
  }
  return claims.filter((c) => !EMPTY_CLAIM.has(c.toLowerCase()));
}

export interface GuardOptions {
  /** GET vendor: Pending/Reject vendors may read their own record (to show "registration under process"). */
  allowUnapproved?: boolean;
}

/**
 * preValidation hook for vendor-scoped routes (runs before schema validation, so an anonymous
 * caller gets 401 rather than details of a 400). Order: 401 UNAUTHENTICATED, 403 NOT_A_VENDOR,
 * 403 ROLE_MISMATCH, 403 VENDOR_MISMATCH, 403 VENDOR_NOT_APPROVED, then 403 ROLE_NOT_ALLOWED when
 * the route's contract entry does not list the caller's role (the owner, or a staff member's role
 * as it is now): the API decides what a role may do, not the screen.
 */
export function requireVendor(ctx: AppContext, opts: GuardOptions = {}): preValidationAsyncHookHandler {
  return async function vendorGuard(request) {
    const token = tokenFromHeaders(request, 'sessiontoken');
    if (!token) throw unauthenticated('Sign in to continue: the sessionToken header is missing.');
    const found = await ctx.sessions.lookup(ctx.db, token, ctx.clock());
    if (found.kind === 'unknown') throw unauthenticated('The session token is not valid. Please sign in again.');
    if (found.kind === 'expired') throw unauthenticated('Your session has expired.');
    if (found.kind === 'revoked') throw unauthenticated('Your session has ended. Please sign in again.');
    const s = found.session;
    if (s.userType !== 'vendor' || s.vendorId === null) {
      throw forbidden('NOT_A_VENDOR', 'This account is not a vendor account.');
    }
    if (s.vendorStatus === null) throw unauthenticated('The vendor account of this session no longer exists.');
    const roleHeader = headerValue(request.headers['x-user-role']);
    if (roleHeader !== undefined && roleHeader.trim() !== '' && parseRole(roleHeader) !== 'vendor') {
      throw forbidden('ROLE_MISMATCH', `X-USER-ROLE must be VENDOR for this call, got "${roleHeader.slice(0, 40)}".`);
    }
    const mismatch = claimedVendorIds(request).find((c) => c.toLowerCase() !== s.vendorId!.toLowerCase());
    if (mismatch !== undefined) {
      throw forbidden('VENDOR_MISMATCH', 'The vendor id in this request does not belong to the signed-in vendor.');
    }
    if (!opts.allowUnapproved && !isVendorApproved(s.vendorStatus)) {
      throw new AppError(403, 'VENDOR_NOT_APPROVED', `This vendor account is not approved (status ${s.vendorStatus}).`);
    }
    const role: AccessRole = s.staff?.role ?? 'owner';
    const access = request.routeOptions.config.access;
    if (access === undefined || !roleMay(access, role)) throw roleNotAllowed();
    request.vendorAuth = {
      sessionId: s.sessionId,
      familyId: s.familyId,
      vendorId: s.vendorId,
      phone: s.phone,
      vendorStatus: s.vendorStatus,
      role,
      staff: s.staff ? { id: s.staff.id, name: s.staff.name } : null,
    };
  };
}

/** 403 ROLE_NOT_ALLOWED: the caller's role may not do this. */
export function roleNotAllowed(message: string = STAFF_MESSAGES.roleNotAllowed): AppError {
  return forbidden(ROLE_NOT_ALLOWED, message);
}

/** The vendor of a guarded request (the guard has run). */
export function vendorOf(request: FastifyRequest): VendorAuth {
  if (!request.vendorAuth) throw new Error('vendorOf() used on a route without requireVendor()');
  return request.vendorAuth;
}
