/**
 * The older base path of spec section 7 (`/rest/subziwale/api/v1`) as an alias of the current one:
 * Fastify's `rewriteUrl` hands every request through `aliasBasePath` before routing, so the alias
 * reaches the same routes, guards and answers, and the OpenAPI document lists each route once.
 */
import { BASE_PATH, LEGACY_BASE_PATH } from '../config/env.js';

/** The URL with a leading legacy base path replaced by the current one; any other URL unchanged. */
export function aliasBasePath(url: string): string {
  if (!url.startsWith(LEGACY_BASE_PATH)) return url;
  const rest = url.slice(LEGACY_BASE_PATH.length);
  // Only the whole segment: `/rest/subziwale/api/v1x` is not the alias.
  if (rest !== '' && rest[0] !== '/' && rest[0] !== '?') return url;
  return BASE_PATH + rest;
}
