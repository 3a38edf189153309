import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { ORIGINS } from './ports';

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

const HOST_URL = ORIGINS.host;
const EDITORS = /[\\/](business|profile|i18n|hours)\.spec\.ts$/;
const PHONE = { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: false };

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: HOST_URL,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The editors' suites change demo vendors' data for a few seconds and put it back: business.spec
  // the approved vendor's hours, categories, photos and address (orders and store suites read them),
  // profile.spec the offline vendor's attributes (public-profile.spec reads them). They run after
  // every other suite, so none of those meets a value mid-change; they touch different vendors.
  // i18n.spec sets the offline vendor's account language (a sign-in through the screens on a new
  // browser takes it) and puts English back; after the readers, no other suite signs that vendor in
  // through the screens.
  // a11y.spec (axe on every screen) only reads, as the offline vendor: it stays in `mobile`, so it runs
  // before the editors change that vendor's data.
  projects: [
    { name: 'mobile', testIgnore: EDITORS, use: PHONE },
    { name: 'editors', testMatch: EDITORS, dependencies: ['mobile'], use: PHONE },
  ],
  webServer: {
    command: 'pnpm exec tsx ../scripts/serve-e2e.ts',
    url: `${HOST_URL}/config.json`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
