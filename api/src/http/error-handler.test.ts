import { describe, expect, it } from 'vitest';
import { describeValidation, toErrorResponse } from './error-handler.js';
import { AppError, rateLimited } from './errors.js';

describe('describeValidation', () => {
  it('names the field and the rule', () => {
    expect(describeValidation('querystring', [{ keyword: 'required', instancePath: '', params: { missingProperty: 'otp' } }])).toBe(
      "querystring must have required property 'otp'",
    );
    expect(describeValidation('querystring', [{ keyword: 'enum', instancePath: '/status', params: { allowedValues: ['Pending', 'Paid'] } }])).toBe(
      'querystring/status must be one of: Pending, Paid',
    );
    expect(describeValidation('querystring', [{ keyword: 'pattern', instancePath: '/otp', params: {} }])).toBe('querystring/otp must be exactly 6 digits');
    expect(describeValidation('body', [{ keyword: 'type', instancePath: '/0/mrp', message: 'must be number', params: {} }])).toBe('body/0/mrp must be number');
  });
});

describe('toErrorResponse', () => {
  it('passes AppErrors through with their headers', () => {
    const r = toErrorResponse(rateLimited(12.2));
    expect(r.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: 'Please wait 13 seconds before requesting a new code.',
      retryAfterSeconds: 13,
    });
    expect(r.headers).toEqual({ 'Retry-After': '13' });
  });
  it('keeps client errors 4xx and hides unexpected ones behind a generic 500', () => {
    expect(toErrorResponse(Object.assign(new Error('Body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).body.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    const boom = toErrorResponse(new Error('connection refused to 10.0.0.5'));
    expect(boom.unexpected).toBe(true);
    expect(boom.body.statusCode).toBe(500);
    expect(boom.body.message).not.toContain('10.0.0.5');
    expect(toErrorResponse(new AppError(403, 'X', 'y')).body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });
});
