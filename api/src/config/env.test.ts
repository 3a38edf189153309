import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from './env.js';

/** A real-provider production setting, for the tests outside demo mode. */
const SECRET = '0123456789abcdef0123456789abcdef';
const WA = { OTP_PROVIDER: 'whatsapp', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123' };

describe('loadConfig', () => {
  it('has the documented defaults in demo mode', () => {
    const c = loadConfig({ DEMO_MODE: 'true' });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      demoMode: true,
      otpProvider: 'demo',
      sessionTtlSeconds: 900,
      refreshTtlSeconds: 2_592_000,
      refreshReuseGraceSeconds: 20,
      signInMaxAgeSeconds: 90 * 86_400,
      corsOrigins: undefined,
      trustProxy: false,
      sessionCacheMs: 1000,
      limits: { windowSeconds: 600, sendPerCaller: 10, verifyPerCaller: 30, wrongCodesPerCallerHour: 20, wrongPerNumberDay: 3, wrongPerDeviceDay: 10 },
      deviceTtlSeconds: 180 * 86_400,
    });
    expect(c.dataDir).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR.replace(/\\/g, '/')).toMatch(/\/\.data\/api$/);
  });
  it('requires OTP_SECRET outside demo mode', () => {
    expect(() => loadConfig({ ...WA, CORS_ORIGINS: '*' })).toThrow(/OTP_SECRET/);
    expect(loadConfig({ ...WA, OTP_SECRET: SECRET, CORS_ORIGINS: '*' }).demoMode).toBe(false);
  });
  it('outside demo mode refuses to start without a real OTP provider (the demo one logs every code)', () => {
    expect(() => loadConfig({ OTP_SECRET: SECRET, CORS_ORIGINS: '*' })).toThrow(/OTP_PROVIDER is required outside demo mode/);
    expect(() => loadConfig({ OTP_SECRET: SECRET, CORS_ORIGINS: '*', OTP_PROVIDER: 'demo' })).toThrow(/OTP_PROVIDER=demo is only for demo mode/);
    expect(() => loadConfig({ OTP_SECRET: SECRET, CORS_ORIGINS: '*', OTP_PROVIDER: 'whatsapp' })).toThrow(/WHATSAPP_TOKEN/);
    expect(loadConfig({ ...WA, OTP_SECRET: SECRET, CORS_ORIGINS: '*' }).otpProvider).toBe('whatsapp');
    // Demo mode keeps the demo provider by default.
    expect(loadConfig({ DEMO_MODE: 'true' }).otpProvider).toBe('demo');
  });
  it('OTP_SECRET must be 32 characters or more, in and out of demo mode', () => {
    expect(() => loadConfig({ ...WA, OTP_SECRET: SECRET.slice(1), CORS_ORIGINS: '*' })).toThrow(
      /OTP_SECRET must be at least 32 characters long to be a secret \(got 31\)/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'true', OTP_SECRET: 'short' })).toThrow(/OTP_SECRET must be at least 32/);
    expect(loadConfig({ ...WA, OTP_SECRET: SECRET, CORS_ORIGINS: '*' }).otpSecret).toBe(SECRET);
    expect(loadConfig({ DEMO_MODE: 'true' }).otpSecret.length).toBeGreaterThanOrEqual(32);
  });
  it('TRUST_PROXY=true is refused: a hop count or the proxies’ addresses only', () => {
    for (const v of ['true', 'TRUE', 'yes', 'on'])
      expect(() => loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: v })).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
    expect(loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
  });
  it('the removed overall limits are refused with the reason', () => {
    expect(() => loadConfig({ DEMO_MODE: 'true', AUTH_SEND_GLOBAL: '1000' })).toThrow(/AUTH_SEND_GLOBAL is no longer supported/);
    expect(() => loadConfig({ DEMO_MODE: 'true', AUTH_VERIFY_GLOBAL: '3000' })).toThrow(/AUTH_VERIFY_GLOBAL is no longer supported/);
  });
  it('names the bad variable', () => {
    expect(() => loadConfig({ DEMO_MODE: 'true', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(() => loadConfig({ DEMO_MODE: 'true', OTP_PROVIDER: 'sms' })).toThrow(/OTP_PROVIDER/);
    expect(() => loadConfig({ DEMO_MODE: 'true', OTP_PROVIDER: 'whatsapp' })).toThrow(/WHATSAPP_TOKEN/);
  });
  it('parses CORS_ORIGINS and the WhatsApp settings', () => {
    const c = loadConfig({
      DEMO_MODE: 'true',
      CORS_ORIGINS: 'https://a.example/, https://b.example',
      OTP_PROVIDER: 'WhatsApp',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_API_BASE: 'http://127.0.0.1:9/v21.0/',
    });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.otpProvider).toBe('whatsapp');
    expect(c.whatsapp.apiBase).toBe('http://127.0.0.1:9/v21.0');
  });

  it('outside demo mode an unset CORS_ORIGINS stops the start with a clear message', () => {
    expect(() => loadConfig({ ...WA, OTP_SECRET: SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ ...WA, OTP_SECRET: SECRET })).toThrow(/CORS_ORIGINS is required outside demo mode/);
    expect(() => loadConfig({ ...WA, OTP_SECRET: SECRET, CORS_ORIGINS: '  ' })).toThrow(/CORS_ORIGINS is required/);
    expect(loadConfig({ ...WA, OTP_SECRET: SECRET, CORS_ORIGINS: 'https://dash.example' }).corsOrigins).toEqual(['https://dash.example']);
    // In demo mode unset means the local origins (http://localhost:*, http://127.0.0.1:*).
    expect(loadConfig({ DEMO_MODE: 'true' }).corsOrigins).toBeUndefined();
  });
  it("CORS_ORIGINS='*' means any origin; mixed or malformed values are refused", () => {
    expect(loadConfig({ ...WA, OTP_SECRET: SECRET, CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(() => loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: '*, https://a.example' })).toThrow(/cannot be mixed/);
    expect(() => loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: 'a.example' })).toThrow(/not an origin/);
    expect(() => loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: 'https://a.example/app' })).toThrow(/not an origin/);
    expect(() => loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: ',' })).toThrow(/empty/);
  });
  it('reads the sign-in limits, the refresh grace, the sign-in cap and TRUST_PROXY', () => {
    const c = loadConfig({
      DEMO_MODE: 'true',
      AUTH_RATE_WINDOW_SECONDS: '60',
      AUTH_SEND_PER_CALLER: '3',
      AUTH_VERIFY_PER_CALLER: '4',
      AUTH_WRONG_CODES_PER_CALLER_HOUR: '6',
      AUTH_WRONG_PER_CODE_TOTAL: '12',
      AUTH_SENDS_PER_NUMBER_HOUR: '8',
      AUTH_WRONG_PER_NUMBER_DAY: '2',
      AUTH_WRONG_PER_DEVICE_DAY: '7',
      DEVICE_TTL_SECONDS: '86400',
      REFRESH_REUSE_GRACE_SECONDS: '30',
      SIGN_IN_MAX_AGE_SECONDS: '86400',
      SESSION_CACHE_MS: '0',
      TRUST_PROXY: '1',
    });
    expect(c.limits).toEqual({
      windowSeconds: 60,
      sendPerCaller: 3,
      verifyPerCaller: 4,
      wrongCodesPerCallerHour: 6,
      wrongPerCodePerCaller: 5,
      wrongPerCodeTotal: 12,
      sendsPerNumberPerCallerHour: 5,
      sendsPerNumberHour: 8,
      wrongPerNumberDay: 2,
      wrongPerDeviceDay: 7,
      sendsPerDeviceHour: 5,
    });
    expect(c.deviceTtlSeconds).toBe(86_400);
    expect(c).toMatchObject({ refreshReuseGraceSeconds: 30, signInMaxAgeSeconds: 86_400, sessionCacheMs: 0, trustProxy: 1 });
    expect(loadConfig({ DEMO_MODE: 'true', TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => loadConfig({ DEMO_MODE: 'true', AUTH_SEND_PER_CALLER: '0' })).toThrow(/AUTH_SEND_PER_CALLER/);
    expect(() => loadConfig({ DEMO_MODE: 'true', AUTH_WRONG_PER_CODE_TOTAL: '4' })).toThrow(/AUTH_WRONG_PER_CODE_TOTAL/);
  });
});
