/**
 * Runtime configuration read at start-up from `/config.json` (served beside the host's
 * index.html), so one build runs against any API without rebuilding.
 */

import { SERVICE_NAMES, type ServiceName } from '@vd/contract/routes';

export { SERVICE_NAMES, type ServiceName };

/** The product's social accounts the Follow Us dialog and /profile/social link to (spec section 2). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** One account: its page, and the name shown (derived from the page's address when left out). */
export interface SocialAccount {
  url: string;
  handle?: string;
}

/** The fictional support number demo mode shows when config.json names none (never outside demo mode). */
export const DEMO_SUPPORT_PHONE = '9876500000';

export interface RuntimeConfig {
  /** Base URL per backend service, e.g. `http://localhost:8080/rest/localbig/api/v1`. */
  services: Record<ServiceName, string>;
  /** The customer-facing user app; invite links point here. */
  userAppUrl: string;
  /** External registration site for new sellers. */
  registrationUrl: string;
  /** External about site. */
  aboutUrl: string;
  /**
   * Administrator / support phone number (10 digits) shown in messages and on Contact Support.
   * Read it with `supportPhone()`: without one, demo mode shows DEMO_SUPPORT_PHONE and other
   * deployments show no number at all (never a wrong one).
   */
  supportPhone?: string;
  /** Demo mode (the one-command start, the tests): fictional defaults may stand in. */
  demoMode: boolean;
  /** The product's social accounts, by network; a network left out is not shown. */
  social: Partial<Record<SocialNetwork, SocialAccount>>;
  /** Product name used in titles ("Install {product}"). */
  productName: string;
  /**
   * A Google Maps JavaScript API key. When set, the address screen searches and reverse-geocodes
   * with Google Places; without it (demo, tests, default) it uses the API's own geocoder.
   */
  mapsApiKey?: string;
  /**
   * A map tile URL template (`https://tiles.example.in/{z}/{x}/{y}.png`, any OpenStreetMap-compatible
   * raster source; `{s}` for subdomains a, b, c). The shop maps draw it over their embedded outline of
   * India; without it (demo, tests, default) they draw the outline only.
   */
  mapTilesUrl?: string;
  /** The credit the tile source asks for (`© OpenStreetMap contributors`), shown on the map with its tiles. */
  mapTilesAttribution?: string;
}

export interface RuntimeConfigInput {
  services?: Partial<Record<ServiceName, string>>;
  userAppUrl?: string;
  registrationUrl?: string;
  aboutUrl?: string;
  supportPhone?: string;
  productName?: string;
  mapsApiKey?: string;
  mapTilesUrl?: string;
  mapTilesAttribution?: string;
  demoMode?: boolean;
  social?: Partial<Record<SocialNetwork, SocialAccount>>;
}

export const DEFAULT_API_BASE_URL = 'http://localhost:8080/rest/localbig/api/v1';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({
  services: Object.freeze({
    auth: DEFAULT_API_BASE_URL,
    user: DEFAULT_API_BASE_URL,
    vendor: DEFAULT_API_BASE_URL,
    order: DEFAULT_API_BASE_URL,
    product: DEFAULT_API_BASE_URL,
  }),
  userAppUrl: 'https://localbig.in/',
  registrationUrl: 'https://localbig.in/register',
  aboutUrl: 'https://localbig.in/about',
  productName: 'Vendor Dashboard',
  demoMode: false,
  social: Object.freeze({}),
}) as RuntimeConfig;

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const URL_KEYS = ['userAppUrl', 'registrationUrl', 'aboutUrl'] as const;
const TEXT_KEYS = ['supportPhone', 'productName', 'mapsApiKey', 'mapTilesAttribution'] as const;

/** An http(s) tile URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`, `{r}`). */
export function isTileUrlTemplate(value: unknown): value is string {
  if (typeof value !== 'string' || !['{z}', '{x}', '{y}'].every((p) => value.includes(p))) return false;
  return isHttpUrl(value.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'));
}

/**
 * Validates untrusted input (e.g. parsed config.json). Returns the valid part and a list of
 * problems; invalid fields are dropped so the defaults stay in force for them.
 */
export function validateRuntimeConfig(input: unknown): { value: RuntimeConfigInput; problems: string[] } {
  const problems: string[] = [];
  const value: RuntimeConfigInput = {};
  if (!isRecord(input)) {
    return { value, problems: ['config is not a JSON object'] };
  }
  if (input.services !== undefined) {
    if (!isRecord(input.services)) {
      problems.push('services must be an object');
    } else {
      const services: Partial<Record<ServiceName, string>> = {};
      for (const name of SERVICE_NAMES) {
        const url = input.services[name];
        if (url === undefined) continue;
        if (isHttpUrl(url)) services[name] = url;
        else problems.push(`services.${name} must be an http(s) URL`);
      }
      value.services = services;
    }
  }
  for (const key of URL_KEYS) {
    const v = input[key];
    if (v === undefined) continue;
    if (isHttpUrl(v)) value[key] = v;
    else problems.push(`${key} must be an http(s) URL`);
  }
  for (const key of TEXT_KEYS) {
    const v = input[key];
    if (v === undefined) continue;
    if (typeof v === 'string' && v.trim() !== '') value[key] = v.trim();
    else problems.push(`${key} must be a non-empty string`);
  }
  if (input.mapTilesUrl !== undefined && input.mapTilesUrl !== '') {
    if (isTileUrlTemplate(input.mapTilesUrl)) value.mapTilesUrl = input.mapTilesUrl.trim();
    else problems.push('mapTilesUrl must be an http(s) URL template with {z}, {x} and {y}');
  }
  if (input.demoMode !== undefined) {
    if (typeof input.demoMode === 'boolean') value.demoMode = input.demoMode;
    else problems.push('demoMode must be true or false');
  }
  if (input.social !== undefined) {
    if (!isRecord(input.social)) problems.push('social must be an object');
    else {
      const social: Partial<Record<SocialNetwork, SocialAccount>> = {};
      for (const network of SOCIAL_NETWORKS) {
        const account = input.social[network];
        if (account === undefined) continue;
        const url = typeof account === 'string' ? account : isRecord(account) ? account.url : undefined;
        const handle = isRecord(account) ? account.handle : undefined;
        if (!isHttpUrl(url)) problems.push(`social.${network} must be an http(s) URL or { url, handle }`);
        else if (handle !== undefined && (typeof handle !== 'string' || handle.trim() === ''))
          problems.push(`social.${network}.handle must be a non-empty string`);
        else social[network] = handle === undefined ? { url } : { url, handle: handle.trim() };
      }
      value.social = social;
    }
  }
  return { value, problems };
}

/**
 * The support number to show: config.json's, else in demo mode the fictional demo number, else
 * null (the screens then hide what would call it).
 */
export function supportPhone(config: Pick<RuntimeConfig, 'supportPhone' | 'demoMode'> = current): string | null {
  return config.supportPhone ?? (config.demoMode ? DEMO_SUPPORT_PHONE : null);
}

/** Merges a partial configuration over the current one and returns the result. */
export function setRuntimeConfig(partial: RuntimeConfigInput): RuntimeConfig {
  const services = { ...current.services };
  for (const name of SERVICE_NAMES) {
    const url = partial.services?.[name];
    if (url) services[name] = url;
  }
  current = {
    services,
    userAppUrl: partial.userAppUrl ?? current.userAppUrl,
    registrationUrl: partial.registrationUrl ?? current.registrationUrl,
    aboutUrl: partial.aboutUrl ?? current.aboutUrl,
    supportPhone: partial.supportPhone ?? current.supportPhone,
    productName: partial.productName ?? current.productName,
    mapsApiKey: partial.mapsApiKey ?? current.mapsApiKey,
    mapTilesUrl: partial.mapTilesUrl ?? current.mapTilesUrl,
    mapTilesAttribution: partial.mapTilesAttribution ?? current.mapTilesAttribution,
    demoMode: partial.demoMode ?? current.demoMode,
    social: partial.social ?? current.social,
  };
  return current;
}

/** Restores the built-in defaults (mainly for tests). */
export function resetRuntimeConfig(): void {
  current = DEFAULT_RUNTIME_CONFIG;
}

/**
 * Fetches, validates and merges the runtime config. Never throws: a missing file, bad JSON or
 * invalid fields keep the defaults for what could not be used, and the problem is logged.
 * `early`: the same request, already made by the page (the host's index.html starts it before its
 * JavaScript has arrived).
 */
export async function loadRuntimeConfig(url = '/config.json', early?: Promise<Response>): Promise<RuntimeConfig> {
  let parsed: unknown;
  try {
    const response = await (early ?? fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
    if (!response.ok) {
      console.warn(`[config] ${url} answered ${response.status}; using defaults`);
      return current;
    }
    parsed = await response.json();
  } catch (error) {
    console.warn(`[config] could not load ${url}; using defaults`, error);
    return current;
  }
  const { value, problems } = validateRuntimeConfig(parsed);
  if (problems.length > 0) {
    console.warn(`[config] ignored invalid values in ${url}: ${problems.join('; ')}`);
  }
  return setRuntimeConfig(value);
}

/** Joins a service base URL and a relative path: `serviceUrl('auth', 'auth/otp/send')`. */
export function serviceUrl(service: ServiceName, path: string): string {
  return joinServiceUrl(current.services[service], path);
}

/** A base URL and a relative path joined with one slash. */
export function joinServiceUrl(base: string, path: string): string {
  const trimmed = base.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return rest ? `${trimmed}/${rest}` : trimmed;
}
