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
   * A refresh token presented again within this many seconds of its first use is refused
   * (REFRESH_REUSED) without revoking its family, so two tabs racing on one token do not log
   * each other out. 0 (the default) = strict: any reuse revokes the family.
   */
  refreshReuseGraceSeconds: number;
  /** Exact origins allowed by CORS; undefined = any http://localhost:* and http://127.0.0.1:* origin. */
  corsOrigins: string[] | undefined;
  logLevel: string;
  /** Absolute base for media URLs (e.g. https://api.example.com); undefined = derived from the request. */
  publicUrl: string | undefined;
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
  const cors = str(env, 'CORS_ORIGINS');
  const corsOrigins =
    cors === undefined || cors === '*'
      ? undefined
      : cors
          .split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean);
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
    refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE_SECONDS', 0, 0, 300),
    corsOrigins,
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    publicUrl: str(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
  };
}

/** A complete configuration for tests and embedding, with demo defaults. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent' }), dataDir: 'memory://', ...overrides };
}
