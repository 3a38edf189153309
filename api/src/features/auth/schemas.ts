import { phoneNumberParam } from '../../http/schemas.js';

const role = {
  type: 'string',
  maxLength: 20,
  pattern: '^([Rr][Oo][Ll][Ee]_)?([Vv][Ee][Nn][Dd][Oo][Rr]|[Uu][Ss][Ee][Rr])$',
  description: 'VENDOR or USER, any case',
  default: 'VENDOR',
} as const;

const tokenPair = {
  sessionToken: { type: 'string' },
  refreshToken: { type: 'string' },
  expiresIn: { type: 'integer', description: 'Seconds until sessionToken expires' },
  refreshExpiresIn: { type: 'integer', description: 'Seconds until refreshToken expires' },
} as const;

const err = (codes: string) => ({ $ref: 'ErrorResponse#', description: codes });

export const sendOtpSchema = {
  tags: ['auth'],
  summary: 'Send a sign-in code to a registered number (WhatsApp, or the log in demo mode)',
  querystring: {
    type: 'object',
    required: ['phoneNumber'],
    properties: { phoneNumber: phoneNumberParam, role },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        successMsg: { type: 'string' },
        expiresInSeconds: { type: 'integer' },
        resendAfterSeconds: { type: 'integer' },
      },
    },
    400: err('VALIDATION_FAILED, INVALID_PHONE'),
    404: err('NOT_REGISTERED: no account for this role (for VENDOR also a customer number); nothing sent'),
    429: err('RATE_LIMITED (Retry-After header, retryAfterSeconds): 30 s between sends, 5 per rolling hour'),
    502: err('DELIVERY_FAILED: the provider did not take the message; not counted against the limits'),
  },
} as const;

export const verifyOtpSchema = {
  tags: ['auth'],
  summary: 'Verify the code and sign in',
  querystring: {
    type: 'object',
    required: ['phoneNumber', 'otp'],
    properties: {
      phoneNumber: phoneNumberParam,
      otp: { type: 'string', pattern: '^[0-9]{6}$', description: '6 digits' },
      role,
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        ...tokenPair,
        userType: { type: 'string', enum: ['vendor', 'user'] },
        vendorId: { type: 'string' },
        customerId: { type: 'string' },
      },
    },
    400: err('VALIDATION_FAILED, INVALID_PHONE'),
    401: err('OTP_INVALID (attemptsLeft), OTP_EXPIRED (expired, used, superseded or none)'),
    403: err('NOT_A_VENDOR: a customer number with role VENDOR'),
    404: err('NOT_REGISTERED'),
    429: err('OTP_ATTEMPTS_EXCEEDED: 5 wrong tries, request a new code'),
  },
} as const;

export const refreshSchema = {
  tags: ['auth'],
  summary: 'Rotate the refresh token: a new session token and refresh token; the old refresh token is spent',
  querystring: {
    type: 'object',
    properties: {
      refreshToken: { type: 'string', minLength: 1, maxLength: 200, description: 'Or the refreshToken header' },
      role,
    },
  },
  headers: {
    type: 'object',
    properties: { refreshToken: { type: 'string', maxLength: 200 } },
  },
  response: {
    200: { type: 'object', properties: tokenPair },
    400: err('VALIDATION_FAILED, REFRESH_TOKEN_MISSING'),
    401: err('REFRESH_REUSED (the sign-in is revoked), REFRESH_INVALID (unknown, expired or revoked)'),
  },
} as const;

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Sign out: revokes the session and every token of its sign-in. Idempotent.',
  querystring: {
    type: 'object',
    properties: { phoneNumber: { type: 'string', maxLength: 20 }, role },
  },
  headers: {
    type: 'object',
    properties: {
      sessionToken: { type: 'string', maxLength: 200 },
      refreshToken: { type: 'string', maxLength: 200 },
      authorization: { type: 'string', maxLength: 250 },
    },
  },
  response: {
    200: { type: 'object', properties: { successMsg: { type: 'string' } } },
  },
} as const;
