/** JSON schema fragments shared by the features (they also feed the OpenAPI document). */

export const phoneNumberParam = {
  type: 'string',
  minLength: 10,
  maxLength: 20,
  pattern: '^[\\s+]*[0-9][0-9\\s-]*$',
  description: 'Indian mobile number: 10 digits, optionally prefixed with +91',
  examples: ['+919876543210'],
} as const;

/** Headers of vendor-scoped calls (spec section 6). Fastify matches header names case-insensitively. */
export const vendorHeaders = {
  type: 'object',
  properties: {
    sessionToken: { type: 'string', maxLength: 200, description: 'Session token (or send Authorization: Bearer <token>)' },
    authorization: { type: 'string', maxLength: 250 },
    'X-Vendor-Id': { type: 'string', maxLength: 200, description: 'Optional; must be the signed-in vendor id (403 VENDOR_MISMATCH otherwise)' },
    'X-USER-ROLE': { type: 'string', maxLength: 40, description: 'Optional; VENDOR' },
  },
} as const;

export const errorResponses = {
  400: { $ref: 'ErrorResponse#' },
  401: { $ref: 'ErrorResponse#' },
  403: { $ref: 'ErrorResponse#' },
  404: { $ref: 'ErrorResponse#' },
  429: { $ref: 'ErrorResponse#' },
} as const;

export const nullableString = { type: ['string', 'null'] } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
