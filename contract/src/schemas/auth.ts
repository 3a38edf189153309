/** Sign-in: POST auth/otp/send, auth/otp/verify, auth/token/refresh, auth/logout. */
import { Type, type Static } from 'typebox';
import { ErrorRef, PhoneNumberParam, StringEnum } from './common.js';

const Role = Type.Optional(
  Type.String({
    maxLength: 20,
    pattern: '^([Rr][Oo][Ll][Ee]_)?([Vv][Ee][Nn][Dd][Oo][Rr]|[Uu][Ss][Ee][Rr])$',
    description: 'VENDOR or USER, any case',
    default: 'VENDOR',
  }),
);

const tokenPair = {
  sessionToken: Type.String(),
  refreshToken: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds until sessionToken expires' }),
  refreshExpiresIn: Type.Integer({ description: 'Seconds until refreshToken expires' }),
};

export const TokenPairSchema = Type.Object(tokenPair);
export type TokenPair = Static<typeof TokenPairSchema>;

export const SendOtpResponseSchema = Type.Object({
  successMsg: Type.String(),
  expiresInSeconds: Type.Integer(),
  resendAfterSeconds: Type.Integer(),
});
export type SendOtpResponse = Static<typeof SendOtpResponseSchema>;

export const sendOtpRoute = {
  tags: ['auth'],
  summary: 'Send a sign-in code to a registered number (WhatsApp, or the log in demo mode)',
  querystring: Type.Object({ phoneNumber: PhoneNumberParam(), role: Role }),
  response: {
    200: SendOtpResponseSchema,
    400: ErrorRef('VALIDATION_FAILED, INVALID_PHONE'),
    404: ErrorRef('NOT_REGISTERED: no account for this role (for VENDOR also a customer number); nothing sent'),
    429: ErrorRef('RATE_LIMITED (Retry-After header, retryAfterSeconds): 30 s between sends, 5 per rolling hour'),
    502: ErrorRef('DELIVERY_FAILED: the provider did not take the message; not counted against the limits'),
  },
};

export const VerifyOtpResponseSchema = Type.Object({
  ...tokenPair,
  userType: StringEnum(['vendor', 'user']),
  vendorId: Type.Optional(Type.String()),
  customerId: Type.Optional(Type.String()),
});
export type VerifyOtpResponse = Static<typeof VerifyOtpResponseSchema>;

export const verifyOtpRoute = {
  tags: ['auth'],
  summary: 'Verify the code and sign in',
  querystring: Type.Object({
    phoneNumber: PhoneNumberParam(),
    otp: Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' }),
    role: Role,
  }),
  response: {
    200: VerifyOtpResponseSchema,
    400: ErrorRef('VALIDATION_FAILED, INVALID_PHONE'),
    401: ErrorRef('OTP_INVALID (attemptsLeft), OTP_EXPIRED (expired, used, superseded or none)'),
    403: ErrorRef('NOT_A_VENDOR: a customer number with role VENDOR'),
    404: ErrorRef('NOT_REGISTERED'),
    429: ErrorRef('OTP_ATTEMPTS_EXCEEDED: 5 wrong tries, request a new code'),
  },
};

export const refreshRoute = {
  tags: ['auth'],
  summary: 'Rotate the refresh token: a new session token and refresh token; the old refresh token is spent',
  querystring: Type.Object({
    refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Or the refreshToken header' })),
    role: Role,
  }),
  headers: Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: 200 })) }),
  response: {
    200: TokenPairSchema,
    400: ErrorRef('VALIDATION_FAILED, REFRESH_TOKEN_MISSING'),
    401: ErrorRef('REFRESH_REUSED (the sign-in is revoked), REFRESH_INVALID (unknown, expired or revoked)'),
  },
};

export const logoutRoute = {
  tags: ['auth'],
  summary: 'Sign out: revokes the session and every token of its sign-in. Idempotent.',
  querystring: Type.Object({ phoneNumber: Type.Optional(Type.String({ maxLength: 20 })), role: Role }),
  headers: Type.Object({
    sessionToken: Type.Optional(Type.String({ maxLength: 200 })),
    refreshToken: Type.Optional(Type.String({ maxLength: 200 })),
    authorization: Type.Optional(Type.String({ maxLength: 250 })),
  }),
  response: { 200: Type.Object({ successMsg: Type.String() }) },
};
