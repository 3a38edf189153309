import { fileURLToPath } from 'node:url';

/** Product slug used in every API path: /rest/{product}/api/v1/ */
export const PRODUCT_SLUG = 'localbig';
export const BASE_PATH = `/rest/${PRODUCT_SLUG}/api/v1`;

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
   * sign-in. 0 = strict: any reuse revokes. Default 20 (decision 0040).
   */
  refreshReuseGraceSeconds: number;
  /** A sign-in's total life: no refresh extends it past this many seconds from the sign-in. */
  signInMaxAgeSeconds: number;
  /**
   * CORS: exact origins; '*' = any origin (the API takes tokens from headers, never cookies);
   * undefined = any http://localhost:* / http://127.0.0.1:* origin (demo mode only; decision 0041).
   */
  corsOrigins: string[] | '*' | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the caller's address (rate limits). */
  trustProxy: boolean | number | string;
  /** Sign-in abuse limits (decision 0039). */
  limits: SignInLimits;
  /** How long (ms) a process may reuse a session lookup; 0 = every request reads the database. */
  sessionCacheMs: number;
  logLevel: string;
  /** Absolute base for media URLs (e.g. https://api.example.com); undefined = derived from the request. */
  publicUrl: string | undefined;
  /** How long (s) an upload's body may take to arrive (POST vendor/upload): 408 after that. */
  uploadTimeoutSeconds: number;
}

/**
 * Limits on auth/otp/send and auth/otp/verify. "Per caller" = per client address (IPv6: per /64).
 * Demo mode's fixed-code numbers are outside every one of them (their code is public); only the
 * per-code wrong-try limit applies to those.
 */
export interface SignInLimits {
  /** Window of the per-caller and global request limits, seconds. */
  windowSeconds: number;
  sendPerCaller: number;
  sendGlobal: number;
  verifyPerCaller: number;
  verifyGlobal: number;
  /** Wrong codes one caller may submit (over every number) per hour before verify refuses it. */
  wrongCodesPerCallerHour: number;
  /** Wrong tries on one code by one caller (the owner elsewhere keeps theirs). */
  wrongPerCodePerCaller: number;
  /** Wrong tries on one code over every caller, after which the code is dead. */
  wrongPerCodeTotal: number;
  /** Sends to one number per rolling hour from one caller, and from all callers together. */
  sendsPerNumberPerCallerHour: number;
  sendsPerNumberHour: number;
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

/** TRUST_PROXY: true/false, a hop count, or addresses/CIDRs (comma-separated), as Fastify takes them. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined) return false;
  const v = raw.toLowerCase();
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (['false', 'no', 'off'].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return raw;
}

/** Reads and validates the runtime configuration. Throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const demoMode = bool(env, 'DEMO_MODE', false);
  const providerRaw = (str(env, 'OTP_PROVIDER') ?? 'demo').toLowerCase();
  if (providerRaw !== 'demo' && providerRaw !== 'whatsapp') {
    throw new ConfigError(`OTP_PROVIDER must be "demo" or "whatsapp", got "${providerRaw}"`);
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
  const otpSecret = str(env, 'OTP_SECRET') ?? (demoMode ? DEMO_OTP_SECRET : undefined);
  if (otpSecret === undefined) {
    throw new ConfigError('OTP_SECRET is required outside demo mode (set DEMO_MODE=true for the demo)');
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
      sendGlobal: int(env, 'AUTH_SEND_GLOBAL', 1000, 1, 10_000_000),
      verifyPerCaller: int(env, 'AUTH_VERIFY_PER_CALLER', 30, 1, 1_000_000),
      verifyGlobal: int(env, 'AUTH_VERIFY_GLOBAL', 3000, 1, 10_000_000),
      wrongCodesPerCallerHour: int(env, 'AUTH_WRONG_CODES_PER_CALLER_HOUR', 20, 1, 1_000_000),
      wrongPerCodePerCaller: 5,
      wrongPerCodeTotal: int(env, 'AUTH_WRONG_PER_CODE_TOTAL', 20, 5, 1000),
      sendsPerNumberPerCallerHour: 5,
      sendsPerNumberHour: int(env, 'AUTH_SENDS_PER_NUMBER_HOUR', 10, 5, 1000),
    },
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', 1000, 0, 10_000),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    publicUrl: str(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    uploadTimeoutSeconds: int(env, 'UPLOAD_TIMEOUT_SECONDS', 60, 1, 600),
  };
}

/**
 * A complete configuration for tests and embedding, with demo defaults, except: the per-caller and
 * global request limits are out of reach (every API test signs in from 127.0.0.1; the limit tests
 * set their own) and no session cache (tests change the database under a live session and expect
 * the next request to see it; the cache tests turn it on).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent' });
  const unlimited = { ...base.limits, sendPerCaller: 1e6, sendGlobal: 1e6, verifyPerCaller: 1e6, verifyGlobal: 1e6, wrongCodesPerCallerHour: 1e6 };
  return { ...base, dataDir: 'memory://', limits: unlimited, sessionCacheMs: 0, ...overrides };
}
