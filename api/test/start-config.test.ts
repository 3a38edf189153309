import { describe, expect, it } from 'vitest';
import { freePort, startApi } from './api-process.js';

// The real start-up (src/main.ts): a configuration the API refuses stops it with a clear message
// and exit code 2, before it opens any database.
describe('start-up configuration', () => {
  it('outside demo mode, without CORS_ORIGINS, the API does not start and says why', { timeout: 60_000 }, async () => {
    const api = startApi(await freePort(), { OTP_SECRET: 'not-a-demo-secret', DATA_DIR: 'memory://' });
    expect(await api.exited).toBe(2);
    expect(api.output()).toContain('api: configuration error: CORS_ORIGINS is required outside demo mode');
  });

  it("CORS_ORIGINS='*' mixed with origins is refused the same way", { timeout: 60_000 }, async () => {
    const api = startApi(await freePort(), { DEMO_MODE: 'true', DATA_DIR: 'memory://', CORS_ORIGINS: '*,https://a.example' });
    expect(await api.exited).toBe(2);
    expect(api.output()).toContain('CORS_ORIGINS: * cannot be mixed with other origins');
  });
});
