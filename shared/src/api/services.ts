/** Typed calls of the sign-in / shell area (spec section 7). */
import * as routes from '@vd/contract/routes';
import type { Locale } from '@vd/contract/rules';
import { toNumber } from '../format/number';
import { notifySessionChanged } from '../session/atoms';
import type { Vendor } from '../session/types';
import { LOCAL_KEYS } from '../storage/keys';
import { readDeviceToken, storeDeviceToken, storeTokens, writeLocal } from '../storage/storage';
import { stripCountryCode, toE164 } from '../validation/phone';
import { callApi, callApiResponse } from './call';
import { USER_ROLE } from './client';
import { ApiError, CLIENT_ERROR_CODES, isApiError } from './errors';

export interface SendOtpResponse {
  successMsg: string;
}

export interface VerifyOtpResponse {
  sessionToken: string;
  refreshToken: string;
  expiresIn: number;
  userType: string;
  vendorId: string | number | null;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badResponse(what: string): ApiError {
  return new ApiError({ status: 200, code: CLIENT_ERROR_CODES.badResponse, cause: new Error(what) });
}

/**
 * The device token the API gives a device at its first sign-in with a number (response header
 * X-Device-Token). Sent back on auth/otp/send and auth/otp/verify of that number only, it lets a
 * device that signed in before get a code and sign in while a stranger hammers the number. Kept
 * with its number (storage's device tokens) through sign-out, 403 and the session tokens' clearing.
 */
function deviceHeaders(phone10: string): Record<string, string> | undefined {
  const token = readDeviceToken(phone10);
  return token ? { 'X-Device-Token': token } : undefined;
}

export const authApi = Object.freeze({
  /**
   * POST auth/otp/send. Rejects with ApiError: 404 code 'NOT_REGISTERED', 429 'RATE_LIMITED'
   * (retryAfterSeconds), 502 'DELIVERY_FAILED'.
   */
  async sendOtp(phone10: string, options: RequestOptions = {}): Promise<SendOtpResponse> {
    const data: unknown = await callApi(
      routes.sendOtp,
      { query: { phoneNumber: toE164(phone10) ?? '', role: USER_ROLE } },
      { headers: deviceHeaders(phone10), signal: options.signal },
    );
    return { successMsg: isRecord(data) && typeof data.successMsg === 'string' ? data.successMsg : '' };
  },

  /**
   * POST auth/otp/verify; on success stores sessionToken, refreshToken, token (mirror) and
   * contactNo (10 digits). Rejects with ApiError: 401 'OTP_INVALID' | 'OTP_EXPIRED',
   * 429 'OTP_ATTEMPTS_EXCEEDED', 403 'NOT_A_VENDOR'.
   */
  async verifyOtp(phone10: string, otp: string, options: RequestOptions = {}): Promise<VerifyOtpResponse> {
    const { data, headers } = await callApiResponse(
      routes.verifyOtp,
      { query: { phoneNumber: toE164(phone10) ?? '', otp, role: USER_ROLE } },
      { headers: deviceHeaders(phone10), signal: options.signal },
    );
    if (!isRecord(data) || typeof data.sessionToken !== 'string' || data.sessionToken === '') {
      throw badResponse('verify answered without a sessionToken');
    }
    const result: VerifyOtpResponse = {
      sessionToken: data.sessionToken,
      refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : '',
      expiresIn: toNumber(data.expiresIn as number | string | undefined),
      userType: typeof data.userType === 'string' ? data.userType : '',
      vendorId: typeof data.vendorId === 'string' || typeof data.vendorId === 'number' ? data.vendorId : null,
    };
    storeTokens(result.sessionToken, result.refreshToken || null);
    const deviceToken = headers?.['x-device-token'];
    if (typeof deviceToken === 'string' && deviceToken !== '') storeDeviceToken(phone10, deviceToken);
    writeLocal(LOCAL_KEYS.contactNo, stripCountryCode(phone10));
    notifySessionChanged();
    return result;
  },

  /** POST auth/logout (role=vendor). Never rejects: errors are only logged. */
  async logout(phone10: string): Promise<void> {
    try {
      await callApi(routes.logout, { query: { phoneNumber: toE164(phone10) ?? '', role: 'vendor' } });
    } catch (error) {
      console.warn('[auth] logout failed', error);
    }
  },
});

/** Normalises a vendor record; anything without an id counts as "no record". */
export function normalizeVendor(raw: unknown): Vendor | null {
  let record = raw;
  // Tolerate a {success, data} wrapper.
  if (isRecord(record) && !('id' in record) && isRecord(record.data)) record = record.data;
  if (!isRecord(record)) return null;
  const id = record.id;
  if (!((typeof id === 'string' && id !== '') || typeof id === 'number')) return null;
  return {
    ...(record as unknown as Vendor),
    id: String(id),
    vendorCategories: Array.isArray(record.vendorCategories) ? (record.vendorCategories as Vendor['vendorCategories']) : [],
    vendorImages: Array.isArray(record.vendorImages) ? (record.vendorImages as unknown[]).filter((u): u is string => typeof u === 'string') : [],
    attributeValues: Array.isArray(record.attributeValues) ? ((record.attributeValues as unknown[]).filter(isRecord) as Vendor['attributeValues']) : [],
  };
}

export const vendorApi = Object.freeze({
  /** GET vendor?mobileNo=+91…; null when there is no record (404 or an answer without id). */
  async fetchByMobile(phone10: string, options: RequestOptions = {}): Promise<Vendor | null> {
    try {
      const data: unknown = await callApi(routes.getVendor, { query: { mobileNo: toE164(phone10) ?? undefined } }, { signal: options.signal });
      return normalizeVendor(data);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },

  /**
   * PUT vendor/language { language }: the dashboard language of the signed-in vendor's account.
   * Resolves with the vendor record as stored; rejects with ApiError (400, 401, 403).
   */
  async setLanguage(language: Locale, options: RequestOptions = {}): Promise<Vendor> {
    const data: unknown = await callApi(routes.setLanguage, { body: { language } }, { signal: options.signal });
    const vendor = normalizeVendor(data);
    if (!vendor) throw badResponse('PUT vendor/language answered without a vendor record');
    return vendor;
  },
});
