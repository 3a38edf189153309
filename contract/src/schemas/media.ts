import { Type } from 'typebox';

/** GET /media/* (at the API origin's root): an image stored by the API, by the path its answers carry. */
export const getMediaRoute = {
  tags: ['media'],
  summary: 'An image (product, category, vendor profile or gallery)',
  params: Type.Object({ '*': Type.String({ maxLength: 300 }) }, { additionalProperties: true }),
};
