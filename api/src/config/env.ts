import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, LEGACY_API_BASE_PATH } from '@vd/contract/routes';

/** Every API path: /rest/{product}/api/v1/ (the contract's). */
export const BASE_PATH = API_BASE_PATH;
/** The older base path, answered as an alias of BASE_PATH (spec section 7). */
export const LEGACY_BASE_PATH = LEGACY_API_BASE_PATH;

/** The OTP secret used when none is configured. Fine for demo mode, refused otherwise. */
export const DEMO_OTP_SECRET = 'localbig-demo-otp-pepper-not-for-production';

/**
 * `<repo>/.data/api`. This file lives at `api/src/config/env.ts` and, once built, at
 * `api/dist/config/env.js`: three levels up is the repository root in both cases.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/api', import.meta.url));

export type OtpProviderName = 'demo' | 'whatsapp';

export interface WhatsAppConfig {
  apiBase: string;
  token: string;
  phoneNumberId: string;
  template: string;
  languageCode: string;
}

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps it in memory. */
  dataDir: string;
  /** How long a start waits for a live earlier owner of dataDir to exit before refusing. */
  dataDirLockWaitSeconds: number;
  databaseUrl: string | undefined;
  demoMode: boolean;
  otpProvider: OtpProviderName;
  whatsapp: WhatsAppConfig;
  otpSecret: string;
  sessionTtlSeconds: number;
  refreshTtlSeconds: number;
  /**
   * A refresh token presented again within this many seconds of its first use answers the pair its
   * first use minted (two tabs racing on one token both stay signed in); later reuse revokes the
   * sign-in. 0 = strict: any reuse revokes. Default 20.
   */
  refreshReuseGraceSeconds: number;
  /** A sign-in's total life: no refresh extends it past this many seconds from the sign-in. */
  signInMaxAgeSeconds: number;
  /**
   * CORS: exact origins; '*' = any origin (the API takes tokens from headers, never cookies);
   * undefined = any http://localhost:* / http://127.0.0.1:* origin (demo mode only).
   */
  corsOrigins: string[] | '*' | undefined;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For to believe for the caller's address (sign-in limits):
   * false, a hop count, or the proxies' addresses/CIDRs. Never true (anyone could pick their address).
   */
  trustProxy: false | number | string;
  /** Sign-in abuse limits. */
  limits: SignInLimits;
  /** How long a device token stays good after its last sign-in (the device allowance). */
  deviceTtlSeconds: number;
  /** How long (ms) a process may reuse a session lookup; 0 = every request reads the database. */
  sessionCacheMs: number;
  logLevel: string;
  /** Absolute base for media URLs (e.g. https://api.example.com); undefined = derived from the request. */
  publicUrl: string | undefined;
  /** How long (s) an upload's body may take to arrive (POST vendor/upload): 408 after that. */
  uploadTimeoutSeconds: number;
  /**
   * Bytes of upload files a process holds at once (each upload charged its Content-Length, at most
   * 50 MB, from its first byte to its stored images): an upload that does not fit is 503 UPLOADS_BUSY.
   */
  uploadMemoryBytes: number;
  /** New Idempotency-Keys one vendor (or customer) may use per 24-hour window: 429 IDEMPOTENCY_KEY_LIMIT past it. */
  idempotencyKeysPerDay: number;
  /** Bytes of answers kept for Idempotency-Key per vendor (or customer) per 24-hour window; past it only the status is kept. */
  idempotencyKeptBytesPerDay: number;
}

/**
 * Limits on auth/otp/send and auth/otp/verify. "Per caller" = per client address
 * (IPv6: per /64, and 5 times as much per /48). There is no overall limit: nothing a stranger does
 * stops other vendors. A device holding a device token for the number (it signed in with it before)
 * is outside the per-caller limits and has allowances of its own. Demo mode's fixed-code numbers are
 * outside every limit but the per-code wrong-try limit (their code is public).
 */
export interface SignInLimits {
  /** Window of the per-caller request limits, seconds. */
  windowSeconds: number;
  sendPerCaller: number;
  verifyPerCaller: number;
  /** Wrong codes one caller may submit (over every number) per hour before verify refuses it. */
  wrongCodesPerCallerHour: number;
  /** Wrong tries on one code by one caller (the owner elsewhere keeps theirs). */
  wrongPerCodePerCaller: number;
  /** Wrong tries on one code over every caller, after which the code is dead. */
  wrongPerCodeTotal: number;
  /**
   * Wrong codes for one number per day from callers without its device token, over every caller:
   * caps the chance of guessing a chosen vendor's code (3 a day: under 1 in 10,000 a month).
   */
  wrongPerNumberDay: number;
  /** Wrong codes per day from one known device of the number. */
  wrongPerDeviceDay: number;
  /** Sends to one number per rolling hour without a device token: from one caller, and from all together. */
  sendsPerNumberPerCallerHour: number;
  sendsPerNumberHour: number;
  /** Sends to one number per rolling hour from one known device (besides the sends above). */
  sendsPerDeviceHour: number;
}

/** Demo mode: numbers whose code is always the same and which send nothing (app.ts hands in the demo seed's). */
export interface DemoSignIn {
  code: string;
  phones: readonly string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | undefined {
  const v = env[key];
  if (v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

function int(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${key} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${key} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  const v = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${key} must be true or false, got "${raw}"`);
}

/** CORS_ORIGINS: '*' means any origin; a list of exact origins; unset only in demo mode. */
function parseCors(raw: string | undefined, demoMode: boolean): string[] | '*' | undefined {
  if (raw === undefined) {
    if (demoMode) return undefined;
    throw new ConfigError(
      'CORS_ORIGINS is required outside demo mode: the dashboard origins as a comma-separated list (e.g. https://dashboard.example.com), or * for any origin',
    );
  }
  if (raw === '*') return '*';
  const list = raw
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const o of list) {
    if (o === '*') throw new ConfigError('CORS_ORIGINS: * cannot be mixed with other origins (use * alone for any origin)');
    if (!/^https?:\/\/[^/\s]+$/.test(o)) throw new ConfigError(`CORS_ORIGINS: "${o}" is not an origin (scheme://host[:port], no path)`);
  }
  if (list.length === 0) throw new ConfigError('CORS_ORIGINS is empty: give the dashboard origins, or * for any origin');
  return list;
}

/** TRUST_PROXY: false, a hop count, or the proxies' addresses/CIDRs (comma-separated), as Fastify takes them. */
function parseTrustProxy(raw: string | undefined): false | number | string {
  if (raw === undefined) return false;
  const v = raw.toLowerCase();
  if (['true', 'yes', 'on'].includes(v)) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For, so every caller could choose the address the sign-in limits count: give the number of proxies in front of the API (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
    );
  }
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return raw;
}

/** An OTP_SECRET shorter than this is not a secret. */
export const MIN_OTP_SECRET_LENGTH = 32;

/** Settings that no longer exist: refused, so an operator is not left believing they still apply. */
const REMOVED = {
  AUTH_SEND_GLOBAL: 'the overall send limit is gone: one person could use it up and stop every sign-in',
  AUTH_VERIFY_GLOBAL: 'the overall verify limit is gone: one person could use it up and stop every sign-in',
} as const;

/** Reads and validates the runtime configuration. Throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  for (const [key, why] of Object.entries(REMOVED)) {
    if (str(env, key) !== undefined) throw new ConfigError(`${key} is no longer supported: ${why}; remove it`);
  }
  const demoMode = bool(env, 'DEMO_MODE', false);
  const providerSet = str(env, 'OTP_PROVIDER');
  const providerRaw = (providerSet ?? 'demo').toLowerCase();
  if (providerRaw !== 'demo' && providerRaw !== 'whatsapp') {
    throw new ConfigError(`OTP_PROVIDER must be "demo" or "whatsapp", got "${providerRaw}"`);
  }
  // The demo provider sends nothing and writes every code to the log: only for the demo.
  if (!demoMode && providerRaw !== 'whatsapp') {
    throw new ConfigError(
      providerSet === undefined
        ? 'OTP_PROVIDER is required outside demo mode: set OTP_PROVIDER=whatsapp with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (the demo provider sends nothing and logs the codes)'
        : 'OTP_PROVIDER=demo is only for demo mode (it sends nothing and logs the codes): set OTP_PROVIDER=whatsapp, or DEMO_MODE=true for the demo',
    );
  }
  const otpProvider: OtpProviderName = providerRaw;
  const whatsapp: WhatsAppConfig = {
    apiBase: (str(env, 'WHATSAPP_API_BASE') ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    token: str(env, 'WHATSAPP_TOKEN') ?? '',
    phoneNumberId: str(env, 'WHATSAPP_PHONE_NUMBER_ID') ?? '',
    template: str(env, 'WHATSAPP_TEMPLATE') ?? 'otp_code',
    languageCode: str(env, 'WHATSAPP_TEMPLATE_LANG') ?? 'en',
  };
  if (otpProvider === 'whatsapp' && (!whatsapp.token || !whatsapp.phoneNumberId)) {
    throw new ConfigError('OTP_PROVIDER=whatsapp needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  }
  const otpSecretSet = str(env, 'OTP_SECRET');
  const otpSecret = otpSecretSet ?? (demoMode ? DEMO_OTP_SECRET : undefined);
  if (otpSecret === undefined) {
    throw new ConfigError('OTP_SECRET is required outside demo mode (set DEMO_MODE=true for the demo)');
  }
  if (otpSecretSet !== undefined && otpSecretSet.length < MIN_OTP_SECRET_LENGTH) {
    throw new ConfigError(
      `OTP_SECRET must be at least ${MIN_OTP_SECRET_LENGTH} characters long to be a secret (got ${otpSecretSet.length}); e.g. openssl rand -base64 32`,
    );
  }
  const corsOrigins = parseCors(str(env, 'CORS_ORIGINS'), demoMode);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: str(env, 'HOST') ?? '127.0.0.1',
    dataDir: str(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR,
    dataDirLockWaitSeconds: int(env, 'DATA_DIR_LOCK_WAIT_SECONDS', 15, 0, 600),
    databaseUrl: str(env, 'DATABASE_URL'),
    demoMode,
    otpProvider,
    whatsapp,
    otpSecret,
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 900, 1, 86_400),
    refreshTtlSeconds: int(env, 'REFRESH_TTL_SECONDS', 30 * 86_400, 60, 365 * 86_400),
    refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE_SECONDS', 20, 0, 300),
    signInMaxAgeSeconds: int(env, 'SIGN_IN_MAX_AGE_SECONDS', 90 * 86_400, 60, 3650 * 86_400),
    corsOrigins,
    trustProxy: parseTrustProxy(str(env, 'TRUST_PROXY')),
    limits: {
      windowSeconds: int(env, 'AUTH_RATE_WINDOW_SECONDS', 600, 1, 86_400),
      sendPerCaller: int(env, 'AUTH_SEND_PER_CALLER', 10, 1, 1_000_000),
      verifyPerCaller: int(env, 'AUTH_VERIFY_PER_CALLER', 30, 1, 1_000_000),
      wrongCodesPerCallerHour: int(env, 'AUTH_WRONG_CODES_PER_CALLER_HOUR', 20, 1, 1_000_000),
      wrongPerCodePerCaller: 5,
      wrongPerCodeTotal: int(env, 'AUTH_WRONG_PER_CODE_TOTAL', 20, 5, 1000),
      wrongPerNumberDay: int(env, 'AUTH_WRONG_PER_NUMBER_DAY', 3, 1, 1000),
      wrongPerDeviceDay: int(env, 'AUTH_WRONG_PER_DEVICE_DAY', 10, 1, 1000),
      sendsPerNumberPerCallerHour: 5,
      sendsPerNumberHour: int(env, 'AUTH_SENDS_PER_NUMBER_HOUR', 10, 5, 1000),
      sendsPerDeviceHour: 5,
    },
    deviceTtlSeconds: int(env, 'DEVICE_TTL_SECONDS', 180 * 86_400, 3600, 3650 * 86_400),
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', 1000, 0, 10_000),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    publicUrl: str(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    uploadTimeoutSeconds: int(env, 'UPLOAD_TIMEOUT_SECONDS', 60, 1, 600),
    // At least two largest uploads (one vendor's two places) and room for others beside them.
    uploadMemoryBytes: int(env, 'UPLOAD_MEMORY_MB', 256, 128, 65_536) * 1024 * 1024,
    idempotencyKeysPerDay: int(env, 'IDEMPOTENCY_KEYS_PER_DAY', 1000, 10, 1_000_000),
    idempotencyKeptBytesPerDay: int(env, 'IDEMPOTENCY_KEPT_KB_PER_DAY', 4096, 64, 1_048_576) * 1024,
  };
}

/**
 * A complete configuration for tests and embedding, with demo defaults, except: the per-caller
 * request limits and the daily wrong-code budgets are out of reach (every API test signs in from 127.0.0.1; the limit tests
 * set their own) and no session cache (tests change the database under a live session and expect
 * the next request to see it; the cache tests turn it on).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent' });
  const unlimited = { ...base.limits, sendPerCaller: 1e6, verifyPerCaller: 1e6, wrongCodesPerCallerHour: 1e6, wrongPerNumberDay: 1e6, wrongPerDeviceDay: 1e6 };
  return { ...base, dataDir: 'memory://', limits: unlimited, sessionCacheMs: 0, ...overrides };
}
