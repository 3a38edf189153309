/** Schema building blocks every feature's contract uses (they also feed the OpenAPI document). */
import { Type, type Static, type TObject, type TObjectOptions, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { PHONE_INPUT_PATTERN } from '../rules/phone.js';

type Primitive = 'string' | 'number' | 'integer' | 'boolean';

/**
 * A primitive that may be null, written `type: [t, 'null']` (one branch for the JSON serialiser,
 * `nullable: true` in OpenAPI 3.0) rather than an anyOf.
 */
export function Nullable<T extends TSchema & { type: Primitive }>(schema: T, options: { description?: string } = {}): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type, 'null'] } as TSchema);
}

/** A named component schema: an object with an $id the type knows (so Ref() can name it). */
export function Component<const Id extends string, P extends TProperties>(
  id: Id,
  properties: P,
  options: Omit<TObjectOptions, '$id'> = {},
): TObject<P> & { $id: Id } {
  return Type.Object(properties, { ...options, $id: id }) as TObject<P> & { $id: Id };
}

/**
 * A reference to a named component schema (registered once with the API under its $id): the JSON
 * says `{ $ref: 'Name#' }`, so the OpenAPI document lists it under components; the static type is the
 * component's.
 */
export function Ref<T extends TSchema & { $id: string }>(component: T, options: { description?: string } = {}): TUnsafe<Static<T>> {
  return Type.Unsafe<Static<T>>({ $ref: `${component.$id}#`, ...options } as TSchema);
}

/** One of a list of strings, written `{ type: 'string', enum }` as OpenAPI 3.0 clients expect. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options } as TSchema);
}

/** A body that may be absent (an empty JSON body is no body): the schema as is, the static type with undefined. */
export function OptionalBody<T extends TSchema>(schema: T): TUnsafe<Static<T> | undefined> {
  return Type.Unsafe<Static<T> | undefined>(schema);
}

/** Name/value pair (order attributes, product attributes). */
export const NameValueSchema = Type.Object({ name: Type.String(), value: Type.String() });
export type NameValue = Static<typeof NameValueSchema>;

/**
 * Every error answer: { statusCode, code, error, message } plus optional details
 * (attemptsLeft, retryAfterSeconds, currentStatus, ...).
 */
export const ErrorResponseSchema = Component(
  'ErrorResponse',
  {
    statusCode: Type.Integer(),
    code: Type.String({ description: 'Machine-readable code, e.g. OTP_INVALID, RATE_LIMITED, VALIDATION_FAILED' }),
    error: Type.String({ description: 'HTTP reason phrase' }),
    message: Type.String({ description: 'Human-readable text naming the problem' }),
    attemptsLeft: Type.Optional(Type.Integer()),
    retryAfterSeconds: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** An error answer, with the codes it may carry as its description. */
export const ErrorRef = (description?: string) => Ref(ErrorResponseSchema, description === undefined ? {} : { description });

export const errorResponses = {
  400: ErrorRef(),
  401: ErrorRef(),
  403: ErrorRef(),
  404: ErrorRef(),
  429: ErrorRef(),
};

/** Headers of vendor-scoped calls (spec section 6). Fastify matches header names case-insensitively. */
export const VendorHeadersSchema = Type.Object({
  sessionToken: Type.Optional(Type.String({ maxLength: 200, description: 'Session token (or send Authorization: Bearer <token>)' })),
  authorization: Type.Optional(Type.String({ maxLength: 250 })),
  'X-Vendor-Id': Type.Optional(Type.String({ maxLength: 200, description: 'Optional; must be the signed-in vendor id (403 VENDOR_MISMATCH otherwise)' })),
  'X-USER-ROLE': Type.Optional(Type.String({ maxLength: 40, description: 'Optional; VENDOR' })),
  refreshToken: Type.Optional(
    Type.String({ description: 'Accepted and ignored: spec section 7’s clients send it on every call (only auth/token/refresh and auth/logout read it)' }),
  ),
});

/** OpenAPI security of signed-in calls. */
export const sessionSecurity: { [scheme: string]: string[] }[] = [{ sessionToken: [] }, { bearer: [] }];

/** What every vendor-scoped route schema carries: the session headers and the OpenAPI security. */
export const vendorScoped = { headers: VendorHeadersSchema, security: sessionSecurity };

/** An Indian mobile number as a client sends it (normalised with toE164 by the handler). */
export const PhoneNumberParam = (description = 'Indian mobile number: 10 digits, optionally prefixed with +91') =>
  Type.String({ minLength: 10, maxLength: 20, pattern: PHONE_INPUT_PATTERN, description, examples: ['+919876543210'] });

/** Ids are uuids (lower or upper case). */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
