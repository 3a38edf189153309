import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from './env.js';

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
      refreshReuseGraceSeconds: 0,
      corsOrigins: undefined,
    });
    expect(c.dataDir).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR.replace(/\\/g, '/')).toMatch(/\/\.data\/api$/);
  });
  it('requires OTP_SECRET outside demo mode', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(loadConfig({ OTP_SECRET: 's' }).demoMode).toBe(false);
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
});
