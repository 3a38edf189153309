/**
 * The two small JSON files the host reads before its first render (`/config.json`, `/remotes.json`),
 * asked for by an inline script in index.html while the JavaScript is still downloading (issue 25,
 * decision 0060). Before, they were requested only once every boot chunk had arrived and run: one
 * more round trip (~0.2 s on the slow phone) after the JavaScript, on every cold load.
 *
 * The script keeps each fetch's promise on `window.__vdBoot`; the bootstrap takes each one once
 * (`takeBootFetch`) and reads it exactly as it would read its own fetch. A page without the script
 * (tests, a remote run on its own) gets `undefined` and fetches as before. The script itself is
 * written at build time by `boot-script.ts`.
 */
import { BOOT_GLOBAL as GLOBAL } from './early-manifest';

export { takeEarlyManifest } from './early-manifest';

export const CONFIG_URL = '/config.json';
export const REGISTRY_URL = '/remotes.json';

/** The requests, as the readers make them (same URL and cache mode: `no-cache`, always revalidated). */
export const BOOT_FETCHES = {
  config: [CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } }],
  registry: [REGISTRY_URL, { cache: 'no-cache' }],
} as const;
export type BootFetch = keyof typeof BOOT_FETCHES;

/** The early request for `name`, once; later calls (a retry, a second reader) get `undefined`. */
export function takeBootFetch(name: BootFetch): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[GLOBAL] as Partial<Record<BootFetch, Promise<Response>>> | undefined;
  const response = early?.[name];
  if (early) delete early[name];
  return response;
}

/**
 * The API reads the inline script made, once: a promise of the list `@vd/shared/api`'s
 * `addEarlyReads` takes; `undefined` on a page where it made none. `reads`: the vendor's record,
 * asked for once config.json is in (decision 0063); `screen`: the screen's first reads, asked for
 * once the vendor's id is known (decision 0066).
 */
export function takeEarlyReads(name: 'reads' | 'screen' = 'reads'): Promise<unknown> | undefined {
  const early = (globalThis as Record<string, unknown>)[GLOBAL] as Partial<Record<'reads' | 'screen', Promise<unknown>>> | undefined;
  const reads = early?.[name];
  if (early) delete early[name];
  return reads;
}
