import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LocaleBundles } from '../i18n/bundles';
import { areaMessages } from './messages';

/**
 * The typed surface between the host shell and an area remote.
 *
 * A remote exposes `./Area` whose default export is an {@link AreaModule}. The host checks the
 * module with {@link checkAreaModule} before rendering it and shows the area's fallback instead
 * of crashing when the remote speaks another contract.
 */
export const AREA_CONTRACT = 'vd-area@1' as const;

export const AREAS = ['orders', 'store', 'pricing', 'profile'] as const;
export type AreaName = (typeof AREAS)[number];

/** Module Federation container names (must be valid JS identifiers). */
export const AREA_REMOTE_NAMES: Record<AreaName, string> = {
  orders: 'vd_orders',
  store: 'vd_store',
  pricing: 'vd_pricing',
  profile: 'vd_profile',
};

/** The exposed module every remote offers. */
export const AREA_EXPOSE = './Area' as const;

/**
 * Human titles, used by the host's fallbacks and by the placeholder screens. Each is read when
 * used, in the page's language (the catalogue `areaMessages`); never copy one into a constant.
 */
export const AREA_TITLES: Readonly<Record<AreaName, string>> = areaMessages;

/** What the host passes to an area. */
export interface AreaProps {
  area: AreaName;
  /** The release identifier the registry pointed at, for diagnostics. */
  release?: string;
}

/** What the host hands an area's `prefetch`: the page's one QueryClient and where the page opened. */
export interface AreaPrefetchContext {
  /** The QueryClient the area's screens will read (the signed-in layout's, made ahead of it). */
  client: QueryClient;
  /** The path and the query string the page opened on (`/`, `?status=Paid`). */
  pathname: string;
  search: string;
}

/** What an area remote exports as the default export of `./Area`. */
export interface AreaModule {
  contract: typeof AREA_CONTRACT;
  area: AreaName;
  /** The release the remote was built as (e.g. `1.0.0-3f9a1c2b`). */
  release: string;
  Component: ComponentType<AreaProps>;
  /**
   * The area's Hindi and Tamil texts: the host holds the area until the page's language
   * is loaded. Optional, so a remote built before it still loads (in English).
   */
  locales?: LocaleBundles;
  /**
   * Starts the first reads of the screen the page opens on, into `client`, before the area
   * renders: the host calls it once, on a signed-in page that opens on this area, as soon as the
   * area's module, the page's QueryClient and the vendor are in (the reads carry the
   * vendor's id). The screen then finds its reads answered or under way instead of starting them
   * after its first render. Returns nothing the host waits for; a failure is the screen's own read to
   * report. Optional: a remote without it loads as before.
   */
  prefetch?: (context: AreaPrefetchContext) => void;
}

export type AreaCheck = { ok: true; module: AreaModule } | { ok: false; reason: string };

export function isAreaName(value: unknown): value is AreaName {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/**
 * Validates what `loadRemote('<area>/Area')` returned. Accepts the module namespace
 * (`{ default: AreaModule }`) or the AreaModule itself.
 */
export function checkAreaModule(loaded: unknown, expected: AreaName): AreaCheck {
  const candidate = loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded;
  if (!candidate || typeof candidate !== 'object') {
    return { ok: false, reason: 'the remote exposed nothing usable' };
  }
  const mod = candidate as Partial<AreaModule>;
  if (mod.contract !== AREA_CONTRACT) {
    return {
      ok: false,
      reason: `the remote speaks contract ${JSON.stringify(mod.contract ?? null)}, the host needs ${AREA_CONTRACT}`,
    };
  }
  if (mod.area !== expected) {
    return { ok: false, reason: `the remote is area ${JSON.stringify(mod.area)}, expected ${expected}` };
  }
  if (typeof mod.Component !== 'function' && typeof mod.Component !== 'object') {
    return { ok: false, reason: 'the remote has no Component' };
  }
  if (mod.locales !== undefined && (typeof mod.locales !== 'object' || typeof mod.locales?.load !== 'function')) {
    return { ok: false, reason: 'the remote has unusable locales' };
  }
  if (mod.prefetch !== undefined && typeof mod.prefetch !== 'function') {
    return { ok: false, reason: 'the remote has an unusable prefetch' };
  }
  if (typeof mod.release !== 'string') {
    return { ok: false, reason: 'the remote has no release id' };
  }
  return { ok: true, module: mod as AreaModule };
}
