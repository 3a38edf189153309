/**
 * The two small JSON files the page reads before its first render, `/config.json` (the API's
 * address) and `/remotes.json` (the area releases). index.html's early script (`src/early`) asks for
 * them while the page's JavaScript downloads; the boot then takes each answer once, as it would read
 * its own fetch. Without the early script (unit tests, a remote run on its own) the boot fetches them
 * itself. The early script also names the area of the screen the page opens on, for the entry to
 * start loading (`features/remotes/start-area.ts`).
 */
import { type AreaName, parseRegistry } from '@vd/shared/contract';
import { handOff } from './hand-off';

export const CONFIG_URL = '/config.json';
export const REGISTRY_URL = '/remotes.json';

/** Each request as its reader makes it: the same URL and init (`no-cache`: always revalidated). */
export const EARLY_FETCHES = {
  config: [CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } }],
  registry: [REGISTRY_URL, { cache: 'no-cache' }],
} as const satisfies Record<string, readonly [string, RequestInit]>;
export type EarlyFetch = keyof typeof EARLY_FETCHES;

const fetches = {
  config: handOff<Promise<Response>>('__vdEarlyConfig'),
  registry: handOff<Promise<Response>>('__vdEarlyRegistry'),
} satisfies Record<EarlyFetch, unknown>;

/** Starts both requests and keeps them for `takeEarlyFetch` (the early script calls it); answers them too. */
export function startEarlyFetches(doFetch: typeof fetch = fetch): Record<EarlyFetch, Promise<Response>> {
  const start = (name: EarlyFetch) => {
    const [url, init] = EARLY_FETCHES[name];
    const response = doFetch(url, init);
    // A failure is its reader's to see; this copy must not count as unhandled.
    response.catch(() => undefined);
    fetches[name].keep(response);
    return response;
  };
  return { config: start('config'), registry: start('registry') };
}

/** The early request for `name`, once; later calls (a retry, a second reader) get `undefined`. */
export const takeEarlyFetch = (name: EarlyFetch): Promise<Response> | undefined => fetches[name].take();

const earlyArea = handOff<AreaName>('__vdEarlyArea');

/** The area of the screen the page opens on, as the early script found it (`areaAt`). */
export const keepEarlyArea = (area: AreaName | undefined): void => earlyArea.keep(area);

/** The early script's area, once. */
export const takeEarlyArea = (): AreaName | undefined => earlyArea.take();

/** The manifest request as the federation runtime's resilience plugin makes it (always revalidated). */
export const MANIFEST_INIT: RequestInit = { cache: 'no-cache' };

const earlyManifest = handOff<Promise<{ url: string; response: Promise<Response> } | undefined>>('__vdEarlyManifest');

/**
 * Asks for the manifest of the area the page opens on as soon as the registry names it, before the
 * federation runtime has started; the resilience plugin takes the answer (`takeEarlyManifest`).
 */
export function startEarlyManifest(registry: Promise<Response>, area: AreaName, doFetch: typeof fetch = fetch): void {
  earlyManifest.keep(
    registry
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((json: unknown) => {
        const url = parseRegistry(json).registry[area]?.manifest;
        if (!url) return undefined;
        const response = doFetch(url, MANIFEST_INIT);
        response.catch(() => undefined);
        return { url, response };
      })
      .catch(() => undefined),
  );
}

/** The early manifest request, once, when it is for `url`; otherwise undefined (the plugin fetches itself). */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const early = await earlyManifest.peek();
  if (!early || early.url !== url) return undefined;
  earlyManifest.take();
  return early.response;
}
