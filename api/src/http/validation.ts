import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Request validation. Fastify's own ajv, with two differences:
 *
 * - Bodies are NOT type-coerced. Query strings, params and headers arrive as text, so they keep
 *   ajv's coercion (`'1'` → 1); a JSON body already has types, and coercing it would turn
 *   `status: ["Paid"]` into `"Paid"`.
 * - After a schema passes, every part of the request is checked for what no schema should let
 *   through: a number that is not finite (`1e309` and `Infinity` coerce to ±Infinity, past any
 *   maximum) and a string with a NUL character (PostgreSQL cannot store it: it would be a 500).
 *
 * Failures look like any other validation failure: 400 VALIDATION_FAILED naming the field.
 */

interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

/** The first value anywhere in `data` that must never pass, with its JSON pointer; null when there is none. */
export function findForbiddenValue(data: unknown, path = ''): AjvError | null {
  if (typeof data === 'number') {
    return Number.isFinite(data) ? null : { keyword: 'finite', instancePath: path, schemaPath: '#', params: {}, message: 'must be a finite number' };
  }
  if (typeof data === 'string') {
    return data.includes('\u0000') ? { keyword: 'noNul', instancePath: path, schemaPath: '#', params: {}, message: 'must not contain a NUL character' } : null;
  }
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = findForbiddenValue(data[i], `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const found = findForbiddenValue(value, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (found) return found;
    }
  }
  return null;
}

/** Wraps an ajv validator with the forbidden-value check, keeping ajv's `errors` protocol. */
export function guarded(validate: Validate): Validate {
  const wrapped: Validate = (data: unknown) => {
    if (!validate(data)) {
      wrapped.errors = validate.errors ?? null;
      return false;
    }
    const forbidden = findForbiddenValue(data);
    wrapped.errors = forbidden ? [forbidden] : null;
    return forbidden === null;
  };
  return wrapped;
}

/** The schema controller option for Fastify(): one ajv for bodies (no coercion), one for the rest. */
export function schemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const factory = AjvCompiler();
  type Options = Parameters<typeof factory>[1];
  type Route = { httpPart?: string } & Parameters<ReturnType<typeof factory>>[0];
  const buildValidator = (externalSchemas: Parameters<typeof factory>[0], ajvOptions: Options) => {
    const coercing = factory(externalSchemas, ajvOptions);
    const withoutCoercion = { ...ajvOptions, customOptions: { ...ajvOptions?.customOptions, coerceTypes: false } } as Options;
    const strict = factory(externalSchemas, withoutCoercion);
    return (route: Route) => guarded((route.httpPart === 'body' ? strict : coercing)(route) as unknown as Validate);
  };
  return {
    compilersFactory: {
      buildValidator: buildValidator as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'],
    },
  };
}
