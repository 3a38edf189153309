import { STATUS_CODES } from 'node:http';
import type { ErrorResponse } from '@vd/contract';

/**
 * Every error answer has this body (the contract's ErrorResponse): { statusCode, code, error, message }
 * plus optional details (attemptsLeft, retryAfterSeconds, ...).
 */
export type ErrorBody = ErrorResponse & { [extra: string]: unknown };

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

export const badRequest = (code: string, message: string, details?: Record<string, unknown>) => new AppError(400, code, message, details);
export const unauthenticated = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);

/** 429 with the Retry-After header and the message the spec's clients show as is. */
export function rateLimited(retryAfterSeconds: number): AppError {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', `Please wait ${s} seconds before requesting a new code.`, { retryAfterSeconds: s }, { 'Retry-After': String(s) });
}
