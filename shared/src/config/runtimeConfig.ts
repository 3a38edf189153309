/**
 * Runtime configuration read at start-up from `/config.json` (served beside the host's
 * index.html), so one build runs against any API without rebuilding.
 */

import { SERVICE_NAMES, type ServiceName } from '@vd/contract/routes';

export { SERVICE_NAMES, type ServiceName };

export interface RuntimeConfig {
  /** Base URL per backend service, e.g. `http://localhost:8080/rest/localbig/api/v1`. */
  services: Record<ServiceName, string>;
  /** The customer-facing user app; invite links point here. */
  userAppUrl: string;
  /** External registration site for new sellers. */
  registrationUrl: string;
  /** External about site. */
  aboutUrl: string;
  /** Administrator / support phone number (10 digits) shown in messages. */
  supportPhone: string;
  /** Product name used in titles ("Install {product}"). */
  productName: string;
  /**
   * A Google Maps JavaScript API key. When set, the address screen searches and reverse-geocodes
   * with Google Places; without it (demo, tests, default) it uses the API's own geocoder (decision 0034).
   */
  mapsApiKey?: string;
}

export interface RuntimeConfigInput {
  services?: Partial<Record<ServiceName, string>>;
  userAppUrl?: string;
  registrationUrl?: string;
  aboutUrl?: string;
  supportPhone?: string;
  productName?: string;
  mapsApiKey?: string;
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
  supportPhone: '9876500000',
  productName: 'Vendor Dashboard',
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
const TEXT_KEYS = ['supportPhone', 'productName', 'mapsApiKey'] as const;

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
  return { value, problems };
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
  const base = current.services[service].replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base;
}
