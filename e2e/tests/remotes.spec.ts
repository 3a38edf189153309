import { expect, test } from '@playwright/test';
import { DEMO, holdLiveOrders, ORIGINS, release, signIn } from './helpers';

test.describe('areas load at run time from their own origins', () => {
  test('each area is fetched from its own origin and shows the shop from the shared session', async ({ page }) => {
    const manifests = new Set<string>();
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.add(new URL(request.url()).origin);
    });
    await signIn(page);
    for (const [path, area] of [
      ['/store', 'store'],
      ['/', 'orders'],
      ['/product/pricing', 'pricing'],
      ['/profile', 'profile'],
    ] as const) {
      await page.goto(path);
      const region = page.locator(`[data-area="${area}"]`);
      await expect(region).toBeVisible();
      // Pricing shows the shelf the shared session's API client read; the other areas name the shop.
      if (area === 'pricing') await expect(region.getByTestId('pricing-card').first()).toBeVisible();
      else await expect(region.getByText(DEMO.shopName).first()).toBeVisible();
    }
    expect([...manifests].sort()).toEqual([ORIGINS.orders, ORIGINS.pricing, ORIGINS.profile, ORIGINS.store].sort());
  });

  test("each area's entry runs on the host's Module Federation runtime and carries none of its own", async ({ page }) => {
    const entries = new Map<string, string>();
    page.on('response', (response) => {
      const name = /\/(vd_(?:orders|store|pricing|profile))\.[0-9a-f]+\.js$/.exec(new URL(response.url()).pathname)?.[1];
      if (name) entries.set(name, response.url());
    });
    await signIn(page);
    await page.goto('/');
    await expect(page.locator('[data-area="orders"]').getByText(DEMO.shopName).first()).toBeVisible();
    // From one area to the others in the same page: each remote makes its own instance on the host's runtime.
    for (const [path, area] of [
      ['/store', 'store'],
      ['/product/pricing', 'pricing'],
      ['/profile', 'profile'],
    ] as const) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator(`[data-area="${area}"]`)).toBeVisible();
    }
    await expect(page.locator('[data-area="profile"]').getByText(DEMO.shopName).first()).toBeVisible();
    expect([...entries.keys()].sort()).toEqual(['vd_orders', 'vd_pricing', 'vd_profile', 'vd_store']);
    for (const [name, url] of entries) {
      const text = await page.evaluate(async (u) => (await fetch(u)).text(), url);
      // The bundler runtime is the host's (read from its global); the SDK's and error codes' texts are not in the file.
      expect(text, name).toContain('__VD_MF_BUNDLER_RUNTIME__');
      expect(text, name).not.toContain('module-federation.io/guide/troubleshooting');
      expect(text.length, name).toBeLessThan(25_000);
    }
  });

  test("a signed-in cold load asks for its area's manifest once and fetches no file twice", async ({ page }) => {
    await signIn(page);
    // The sign-in's own page has loaded its area (its manifest request is not this load's).
    await expect(page.locator('[data-area="store"]').getByText(DEMO.shopName).first()).toBeVisible();
    const manifests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('preload')) warnings.push(message.text());
    });
    await page.goto('/store');
    await expect(page.locator('[data-area="store"]').getByText(DEMO.shopName).first()).toBeVisible();
    expect(manifests.map((url) => new URL(url).origin)).toEqual([ORIGINS.store]);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\.(js|css)$/.test(new URL(url).pathname)),
    );
    expect(fetched.length).toBe(new Set(fetched).size);
    // Every chunk index.html preloaded was used: the browser warns about one that was not.
    expect(warnings).toEqual([]);
  });

  test('a signed-in cold load reads the vendor once and the shell shows it; the reads after it name the vendor', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('[data-area="store"]').getByTestId('product-card').first()).toBeVisible();
    const vendorReads: string[] = [];
    page.on('request', (request) => {
      if (/\/vendor\?mobileNo=/.test(request.url())) vendorReads.push(request.headers().sessiontoken ? 'with token' : 'no token');
    });
    await page.goto('/store');
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    await expect(page.locator('[data-area="store"]').getByTestId('product-card').first()).toBeVisible();
    expect(vendorReads).toEqual(['with token']);
    const live = await page.waitForRequest((request) => request.url().includes('/orders/vendor/live'));
    expect(live.headers()['x-vendor-id']).toBeTruthy();
  });

  test('what a signed-in cold load downloads is lean: API answers compressed, document headers on the page only, first files compiled as they arrive', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.locator('[data-area="store"]').getByTestId('product-card').first()).toBeVisible();
    const answers: Array<{ url: string; type: string; headers: Record<string, string> }> = [];
    page.on('response', (response) => answers.push({ url: response.url(), type: response.request().resourceType(), headers: response.headers() }));
    await page.goto('/store');
    await expect(page.locator('[data-area="store"]').getByTestId('product-card').first()).toBeVisible();
    // The vendor's record and the category tree: brotli (JSON of 15 and 11 KB as sent before).
    for (const read of [/\/vendor\?mobileNo=/, /\/category\?scope=vendor/]) {
      const answer = answers.find((a) => read.test(a.url));
      expect(answer?.headers['content-encoding'], String(read)).toBe('br');
    }
    // The page carries its policy; its scripts only what every answer carries.
    const documentAnswer = answers.find((a) => a.type === 'document');
    expect(documentAnswer?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const scripts = answers.filter((a) => a.type === 'script' && (a.url.startsWith(ORIGINS.host) || a.url.startsWith(ORIGINS.store)));
    expect(scripts.length).toBeGreaterThan(4);
    for (const script of scripts) {
      expect(script.headers['content-security-policy'], script.url).toBeUndefined();
      expect(script.headers['x-content-type-options'], script.url).toBe('nosniff');
    }
    // React, the page runtime, the router, the shell and the area's entry and first module start with
    // V8's compile hint; a later screen's chunk does not.
    const firstLine = (url: string) => page.evaluate(async (u) => (await (await fetch(u)).text()).split('\n')[0], url);
    const named = (pattern: RegExp) => scripts.filter((a) => pattern.test(new URL(a.url).pathname)).map((a) => a.url);
    const hinted = [
      ...named(/\/static\/js\/index\.[0-9a-f]+\.js$/),
      ...named(/\/lib-boot\.[0-9a-f]+\.js$/),
      ...named(/\/app\.[0-9a-f]+\.js$/),
      ...named(/\/shell\.[0-9a-f]+\.js$/),
      ...named(/\/vd_store\.[0-9a-f]+\.js$/),
      ...named(/\/__federation_expose_Area\.[0-9a-f]+\.js$/),
    ];
    expect(hinted).toHaveLength(6);
    for (const url of hinted) expect(await firstLine(url), url).toBe('//# allFunctionsCalledOnLoad');
  });

  test("a signed-in cold load starts the screen's first reads before the area renders, each once", async ({ page }) => {
    // Every read counted is one the screen made on its own, not one a live poll asked for after
    // another suite's order.
    await holdLiveOrders(page);
    await signIn(page);
    await expect(page.locator('[data-area="store"]').getByTestId('product-card').first()).toBeVisible();
    const reads: string[] = [];
    page.on('request', (request) => {
      const api = request.url().match(/\/api\/v1\/([^?]*)(\?.*)?$/);
      if (api && request.method() === 'GET' && !api[1]!.endsWith('/live') && !/^vendor$/.test(api[1]!)) reads.push(api[1]!);
    });
    for (const screen of [
      { path: '/', area: 'orders', ready: 'order-card', first: ['orders/vendor', 'orders/vendor/summary'] },
      { path: '/store', area: 'store', ready: 'product-card', first: ['category', 'vendor/store/products'] },
      { path: '/product/pricing', area: 'pricing', ready: 'net-price', first: ['vendor/products/categories', 'vendor/products'] },
    ]) {
      reads.length = 0;
      await page.goto(screen.path);
      await expect(page.locator(`[data-area="${screen.area}"]`).getByTestId(screen.ready).first()).toBeVisible();
      // The host handed the area its first reads at start (the area's prefetch into the query cache) ...
      await expect(page.locator('html')).toHaveAttribute('data-first-reads', screen.area);
      // ... and the screen found them in the cache: each read once, not again when it rendered.
      expect(reads.sort(), screen.path).toEqual([...screen.first].sort());
    }
  });

  test('react, jotai and shared (which carries the router and the API client) are single copies, served by the host', async ({ page }) => {
    const HOST_SHARED = ['@vd/shared/session', '@vd/shared/api', '@vd/shared/router', '@vd/shared/toast', '@vd/shared/data', '@vd/shared/i18n'];
    await signIn(page);
    await page.goto('/');
    await expect(page.locator('[data-area="orders"]')).toBeVisible();
    const scopes = await page.evaluate((HOST_SHARED) => {
      const fed = (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>> }>;
          };
        }
      ).__FEDERATION__;
      const host = fed.__INSTANCES__.find((instance) => instance.name === 'vd_host')!;
      const scope = host.shareScopeMap.default!;
      const result: Record<string, string[]> = {};
      // @vd/shared is one singleton per entry point (decision 0052): the session, the API client, the
      // router, the toasts and the data layer from the host; any other entry the page loaded, once.
      for (const name of ['react', 'react-dom', 'jotai', ...HOST_SHARED]) {
        const versions = scope[name] ?? {};
        result[name] = Object.values(versions)
          .filter((entry) => entry.loaded)
          .map((entry) => entry.from);
      }
      const others: Record<string, number> = {};
      for (const name of Object.keys(scope).filter((key) => key.startsWith('@vd/shared/') && !HOST_SHARED.includes(key))) {
        const loaded = Object.values(scope[name] ?? {}).filter((entry) => entry.loaded).length;
        if (loaded > 0) others[name] = loaded;
      }
      // No axios in the share scope (decisions 0061, 0066): the page's one API client is @vd/shared/api.
      return { result, others, axios: Object.keys(scope).filter((key) => key === 'axios' || key.startsWith('axios/')) };
    }, HOST_SHARED);
    expect(scopes.axios).toEqual([]);
    for (const [name, loadedFrom] of Object.entries(scopes.result)) {
      expect(loadedFrom, name).toEqual(['vd_host']);
    }
    for (const [name, copies] of Object.entries(scopes.others)) expect(copies, name).toBe(1);
  });

  test('a remote whose manifest fails shows its fallback while other areas work, and recovers on Retry', async ({ page }) => {
    await signIn(page);
    await page.route(`${ORIGINS.store}/**/mf-manifest.json`, (route) => route.abort('connectionrefused'));
    await page.goto('/store');
    const fallback = page.locator('[data-area-fallback="store"]');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading', { name: 'Store could not be loaded' })).toBeVisible();
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);

    // Another area still works, through the navigation.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page
      .getByRole('navigation', { name: 'Main' })
      .last()
      .getByRole('link', { name: /Orders/ })
      .click();
    await expect(page.locator('[data-area="orders"]')).toBeVisible();

    // The store comes back; Retry recovers without a page reload.
    await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: /Store/ }).click();
    await expect(fallback).toBeVisible();
    await page.unroute(`${ORIGINS.store}/**/mf-manifest.json`);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-area="store"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('a broken remote (manifest is not JSON) falls back instead of taking the shell down', async ({ page }) => {
    await signIn(page);
    await page.route(`${ORIGINS.pricing}/**/mf-manifest.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>oops' }));
    await page.goto('/product/pricing');
    await expect(page.locator('[data-area-fallback="pricing"]')).toBeVisible();
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
  });

  test('a slow remote times out into its fallback well under 20 s', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await page.route(`${ORIGINS.profile}/**/mf-manifest.json`, () => {
      // Never answered: the phone on a dead 3G cell.
    });
    const started = Date.now();
    await page.goto('/profile');
    await expect(page.locator('[data-area-fallback="profile"]')).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

test.describe('releases and rollback', () => {
  test('pointing the registry at an older release serves that release after reload', async ({ page }) => {
    test.setTimeout(120_000);
    const status = release('status');
    const current = /orders\s+(\S+)/.exec(status)?.[1];
    expect(current).toBeTruthy();
    // An "older" release of the same sources under another id (ids are immutable, so the id
    // carries the source hash).
    const older = `0.9.0-e2e-${current!.split('-').pop()}`;
    release('build', 'orders', '--id', older);
    expect(release('list', 'orders')).toContain(older);

    await signIn(page);
    await page.goto('/');
    await expect(page.locator(`[data-area="orders"][data-release="${current}"]`)).toBeVisible();
    try {
      release('use', 'orders', older);
      await page.reload();
      await expect(page.locator(`[data-area="orders"][data-release="${older}"]`)).toBeVisible();
      await expect(page.getByText(DEMO.shopName).first()).toBeVisible();
    } finally {
      release('use', 'orders', current!);
      release('latest', 'orders');
    }
    await page.reload();
    await expect(page.locator(`[data-area="orders"][data-release="${current}"]`)).toBeVisible();
  });
});
