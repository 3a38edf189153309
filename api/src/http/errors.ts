import { STATUS_CODES } from 'node:http';

/**
 * Every error answer has this body: { statusCode, code, error, message } plus optional details
 * (attemptsLeft, retryAfterSeconds, ...).
 */
export interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  [extra: string]: unknown;
}

/** An expected failure with its HTTP status, machine code and user-facing message. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return errorBody(this.statusCode, this.code, this.message, this.details);
  }
}

export function errorBody(statusCode: number, code: string, message: string, details: Record<string, unknown> = {}): ErrorBody {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message, ...details };
}

export const badRequest = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError(400, code, message, details);
export const unauthenticated = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);

/** 429 with the Retry-After header and the message the spec's clients show as is. */
export function rateLimited(retryAfterSeconds: number): AppError {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    'RATE_LIMITED',
    `Please wait ${s} seconds before requesting a new code.`,
    { retryAfterSeconds: s },
    { 'Retry-After': String(s) },
  );
}

/** JSON schema of the error body, for the OpenAPI document. */
export const errorSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  required: ['statusCode', 'code', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', description: 'Machine-readable code, e.g. OTP_INVALID, RATE_LIMITED, VALIDATION_FAILED' },
    error: { type: 'string', description: 'HTTP reason phrase' },
    message: { type: 'string', description: 'Human-readable text naming the problem' },
    attemptsLeft: { type: 'integer' },
    retryAfterSeconds: { type: 'integer' },
  },
  additionalProperties: true,
} as const;
