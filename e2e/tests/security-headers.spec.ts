import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, ORIGINS, signIn } from './helpers';

/**
 * The host and the remotes send a Content-Security-Policy built from what the page loads and
 * Strict-Transport-Security on every answer, no page of another origin can frame the dashboard, and
 * a remote whose origin the registry does not name does not load.
 */

/** Collects the page's CSP violations (every document of the page, from before its first script). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])), ...consoleReports];
}

const HSTS = 'max-age=31536000; includeSubDomains';

test.describe('security headers', () => {
  test('the host page and a remote send the policy; signed in, every area loads with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const document = await page.goto('/login');
    const headers = document?.headers() ?? {};
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(new RegExp(`script-src 'self' [^;]*${ORIGINS.orders}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${ORIGINS.api}`));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    const remote = await page.request.get(`${ORIGINS.store}/`);
    expect(remote.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(remote.headers()['x-frame-options']).toBe('DENY');

    // HTTPS only from then on (a browser takes it over HTTPS only): on the page, the host's files and
    // every remote's files, which carry no other policy.
    const registry = (await (await page.request.get('/remotes.json')).json()) as { areas: Record<string, { manifest: string }> };
    const manifests = Object.values(registry.areas).map((entry) => entry.manifest);
    expect(manifests.length).toBeGreaterThan(0);
    for (const url of ['/', '/sw.js', '/config.json', '/manifest.webmanifest', `${ORIGINS.store}/`, ...manifests]) {
      expect((await page.request.get(url)).headers()['strict-transport-security'], url).toBe(HSTS);
    }
    expect(headers['strict-transport-security']).toBe(HSTS);

    await signIn(page);
    await expect(page.locator('[data-area="store"]')).toBeVisible();
    // Styles and their animations work under the policy: the sign-in's toast closes by itself (its
    // clock is a CSS animation set through a style attribute), with the pointer away from it.
    await page.mouse.move(5, 700);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 8000 });
    await page.goto('/');
    await expect(page.locator('[data-area="orders"]').getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
    await page.goto('/product/pricing');
    await expect(page.locator('[data-area="pricing"]')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.goto('/address');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Business Address' })).toBeVisible();
    // Place search calls the API (connect-src) from the profile remote.
    const search = page.waitForResponse((r) => r.url().includes('/geo/search'));
    await page.getByRole('combobox', { name: 'Search area, locality or PIN code' }).fill('Koramangala');
    await expect(
      page
        .getByTestId('place-suggestions')
        .getByRole('button', { name: /Koramangala/ })
        .first(),
    ).toBeVisible();
    expect((await search).status()).toBe(200);
    await expect(page.locator('[data-area-fallback]')).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });

  test('a page of another origin cannot frame the dashboard', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to display/i.test(message.text())) refusals.push(message.text());
    });
    // A page of another origin on this machine (a real server: Chromium treats a routed page as public).
    const attackerPage = `<!doctype html><title>attacker</title><iframe id="victim" src="${ORIGINS.host}/login" width="360" height="640"></iframe>`;
    const attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(attackerPage));
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      await page.locator('#victim').waitFor();
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      const framed = page.frameLocator('#victim');
      await expect(framed.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
      await expect(framed.getByText(DEMO.shopName)).toHaveCount(0);
    } finally {
      attacker.close();
    }
  });

  test('a remote whose chunks are on an origin the registry does not name does not load', async ({ page }) => {
    await signIn(page);
    // The orders manifest (from a named origin) points its code at another origin: same server, other name.
    const elsewhere = ORIGINS.orders.replace('localhost', '127.0.0.1');
    const loaded: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(elsewhere)) loaded.push(`${request.resourceType()} ${request.url()}`);
    });
    await page.route(`${ORIGINS.orders}/**/mf-manifest.json`, async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { metaData: { publicPath: string } };
      const releasePath = new URL(route.request().url()).pathname.replace(/mf-manifest\.json$/, '');
      manifest.metaData.publicPath = `${elsewhere}${releasePath}`;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/');
    const fallback = page.locator('[data-area-fallback="orders"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('heading', { name: 'Orders could not be loaded' })).toBeVisible();
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    expect(loaded).toEqual([]);
  });
});
