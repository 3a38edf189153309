import { describe, expect, it } from 'vitest';
import { freePort, startApi, stopApi, waitForHealth } from './api-process.js';

/** A production setting that passes every check (the WhatsApp provider configured, a long secret). */
const PROD = {
  DATA_DIR: 'memory://',
  OTP_SECRET: 'k7Qp2xV9mZ4tR1wY8bN3cF6hJ0sL5dG2',
  CORS_ORIGINS: 'https://dashboard.example',
  OTP_PROVIDER: 'whatsapp',
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '123',
};

/** Starts the real API with this environment and expects it to refuse: exit code 2 and the reason. */
async function expectRefused(env: Record<string, string>, reason: string): Promise<void> {
  const api = startApi(await freePort(), env);
  expect(await api.exited).toBe(2);
  expect(api.output()).toContain(`api: configuration error: ${reason}`);
  expect(api.output()).not.toContain('listening');
}

// The real start-up (src/main.ts): a configuration the API refuses stops it with a clear message
// and exit code 2, before it opens any database.
describe('start-up configuration', () => {
  it('a production setting with a real provider, a long secret and a hop count starts', { timeout: 60_000 }, async () => {
    const api = startApi(await freePort(), { ...PROD, TRUST_PROXY: '1' });
    try {
      expect((await waitForHealth(api)).status).toBe('ok');
    } finally {
      await stopApi(api);
    }
  });

  it('outside demo mode, without CORS_ORIGINS, the API does not start and says why', { timeout: 60_000 }, async () => {
    const { CORS_ORIGINS: _c, ...env } = PROD;
    await expectRefused(env, 'CORS_ORIGINS is required outside demo mode');
  });

  it("CORS_ORIGINS='*' mixed with origins is refused the same way", { timeout: 60_000 }, async () => {
    await expectRefused(
      { DEMO_MODE: 'true', DATA_DIR: 'memory://', CORS_ORIGINS: '*,https://a.example' },
      'CORS_ORIGINS: * cannot be mixed with other origins',
    );
  });

  it('DEMO_MODE=false with OTP_SECRET and CORS_ORIGINS but no OTP_PROVIDER does not start (no demo codes in production)', { timeout: 60_000 }, async () => {
    const { OTP_PROVIDER: _p, WHATSAPP_TOKEN: _t, WHATSAPP_PHONE_NUMBER_ID: _i, ...env } = PROD;
    await expectRefused({ ...env, DEMO_MODE: 'false' }, 'OTP_PROVIDER is required outside demo mode');
    await expectRefused({ ...env, DEMO_MODE: 'false', OTP_PROVIDER: 'demo' }, 'OTP_PROVIDER=demo is only for demo mode');
  });

  it('an OTP_SECRET shorter than 32 characters does not start', { timeout: 60_000 }, async () => {
    await expectRefused({ ...PROD, OTP_SECRET: 'not-a-demo-secret' }, 'OTP_SECRET must be at least 32 characters long');
  });

  it('TRUST_PROXY=true does not start: a hop count or the proxies’ addresses only', { timeout: 60_000 }, async () => {
    await expectRefused({ ...PROD, TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would believe any X-Forwarded-For');
  });
});
