import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody, type ErrorBody } from './errors.js';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** What a pattern-checked field must look like, in words. */
const PATTERN_HINTS: Record<string, string> = {
  phoneNumber: 'must be a 10-digit mobile number, optionally prefixed with +91',
  mobileNo: 'must be a 10-digit mobile number, optionally prefixed with +91',
  otp: 'must be exactly 6 digits',
  role: 'must be VENDOR or USER',
};

/** Turns the first schema violation into one sentence naming the field, e.g. "querystring/status must be one of: Pending, Paid". */
export function describeValidation(context: string | undefined, items: readonly ValidationItem[]): string {
  const first = items[0];
  const where = context ?? 'request';
  if (!first) return `Invalid ${where}`;
  const path = `${where}${first.instancePath}`;
  switch (first.keyword) {
    case 'required':
      return `${path} must have required property '${String(first.params.missingProperty)}'`;
    case 'enum': {
      const allowed = Array.isArray(first.params.allowedValues) ? first.params.allowedValues.join(', ') : '';
      return `${path} must be one of: ${allowed}`;
    }
    case 'additionalProperties':
      return `${path} must not have property '${String(first.params.additionalProperty)}'`;
    case 'pattern': {
      const field = first.instancePath.split('/').pop() ?? '';
      return `${path} ${PATTERN_HINTS[field] ?? 'has an invalid format'}`;
    }
    default:
      return `${path} ${first.message ?? 'is invalid'}`;
  }
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/** Maps any thrown error to the response: 4xx with a JSON body naming the problem, or a logged 500. */
export function toErrorResponse(err: unknown): { body: ErrorBody; headers: Record<string, string>; unexpected: boolean } {
  if (err instanceof AppError) return { body: err.toBody(), headers: err.headers, unexpected: false };
  const e = err as Partial<FastifyError> & { validation?: ValidationItem[]; validationContext?: string };
  if (Array.isArray(e.validation)) {
    return {
      body: errorBody(400, 'VALIDATION_FAILED', describeValidation(e.validationContext, e.validation)),
      headers: {},
      unexpected: false,
    };
  }
  // Backstop: the database refused a value as invalid input (SQLSTATE class 22: bad text encoding,
  // a number out of range, a malformed literal). Validation should have caught it; it is still the
  // caller's input, so a 400, never a 500.
  if (isDatabaseInvalidInput(err)) {
    return { body: errorBody(400, 'INVALID_INPUT', 'A value in the request is not valid.'), headers: {}, unexpected: false };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = (e.code && FASTIFY_CODES[e.code]) ?? (status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST');
    return { body: errorBody(status, code, e.message || 'Bad request'), headers: {}, unexpected: false };
  }
  return {
    body: errorBody(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    headers: {},
    unexpected: true,
  };
}

/** A PostgreSQL (or PGlite) error of SQLSTATE class 22, "data exception". */
export function isDatabaseInvalidInput(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof (err as { severity?: unknown }).severity === 'string';
}

/**
 * What an unexpected error logs: its kind, code, message and stack, never the statement's parameters
 * or the row it was about (database errors carry `parameters`, `query`, `detail`, `where`: names,
 * phone numbers and addresses of customers).
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & { code?: unknown; severity?: unknown; routine?: unknown };
  return {
    type: e.name,
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.severity === 'string' ? { severity: e.severity } : {}),
    ...(typeof e.routine === 'string' ? { routine: e.routine } : {}),
    stack: e.stack,
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { body, headers, unexpected } = toErrorResponse(err);
    if (unexpected) request.log.error({ err: loggableError(err) }, 'unexpected error');
    else if (body.statusCode >= 400) request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    void reply.code(body.statusCode).headers(headers).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    void reply.code(404).send(errorBody(404, 'NOT_FOUND', `Route ${request.method} ${path} not found`));
  });
}
