import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREA_ROUTES } from '../app/route-table';
import { areaToLoadEarly } from '../features/remotes/early-area';
import * as routes from '@vd/contract/routes';
import { toE164 } from '@vd/contract/rules';
import { loadApiClient, routeUrl } from '@vd/shared/api';
import { resetRuntimeConfig, setRuntimeConfig } from '@vd/shared/config';
import { CONFIG_URL, REGISTRY_URL, takeBootFetch, takeEarlyManifest, takeEarlyReads } from './boot-fetches';
import { bootFetchScript, earlyRoutes, firstReadUrls, VENDOR_READ_SCRIPTS, vendorReadScripts } from './boot-script';
import { categoryTreeOf, openingSelection, readStoredSelection } from '@vd/shared/catalog';
import type { CategoryNode } from '@vd/shared/session';
import { ORDERS_FIRST_PAGE } from '@vd/shared/contract';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).__vdBoot;
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  window.history.replaceState(null, '', '/');
});

describe('config.json and remotes.json asked for by index.html', () => {
  it('starts both requests as the readers make them, and hands each over once', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return Promise.resolve(new Response(JSON.stringify({ url })));
      }),
    );
    new Function(bootFetchScript())();
    expect(calls).toEqual([
      [CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } }],
      [REGISTRY_URL, { cache: 'no-cache' }],
    ]);
    const config = takeBootFetch('config');
    expect(await (await config!).json()).toEqual({ url: CONFIG_URL });
    // A second reader (a retry) makes its own request.
    expect(takeBootFetch('config')).toBeUndefined();
    expect(takeBootFetch('registry')).toBeDefined();
  });

  it('gives nothing on a page without the script', () => {
    expect(takeBootFetch('registry')).toBeUndefined();
  });

  it('a failed early request is the reader’s to see, not an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    new Function(bootFetchScript())();
    await expect(takeBootFetch('config')!).rejects.toThrow('offline');
  });
});

const MANIFEST = 'http://localhost:3002/releases/1.0.0-abc/mf-manifest.json';
const manifestBody = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/vd_store.1234.js', path: '' } },
  exposes: [
    {
      path: './Area',
      assets: {
        js: { sync: ['static/js/async/h.1.js', 'static/js/async/__federation_expose_Area.2.js'], async: ['static/js/async/later.js'] },
        css: { sync: ['static/css/async/area.css'], async: [] },
      },
    },
  ],
};

/** Serves remotes.json and the store's manifest; records what was asked for. */
function stubNetwork(manifest: unknown = manifestBody) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      const body = url === REGISTRY_URL ? { areas: { store: { manifest: MANIFEST, release: '1.0.0-abc' } } } : url === MANIFEST ? manifest : {};
      return Promise.resolve(new Response(JSON.stringify(body)));
    }),
  );
  return calls;
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${link.href}`);

const signIn = () => {
  localStorage.setItem('sessionToken', 't');
  localStorage.setItem('contactNo', '9876543210');
};

describe('the early area: its manifest, entry and first module asked for by index.html (issue 25)', () => {
  // happy-dom would fetch what a preload link names; the test only reads the links.
  beforeEach(() => {
    const settings = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM?.settings;
    if (settings) Object.assign(settings, { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
  });

  it('matches paths as the router does, fixed paths before parameters', () => {
    const routes = earlyRoutes(AREA_ROUTES);
    const areaOf = (pathname: string) => routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1];
    for (const pathname of ['/', '/store', '/store/', '/product/pricing', '/product/42', '/orders/7', '/profile/media/edit', '/terms', '/nowhere', '/login'])
      expect(areaOf(pathname), pathname).toBe(areaToLoadEarly(pathname, true));
  });

  it('signed in on /store: fetches the manifest once, preloads the entry and the Area module’s own files, and hands the manifest to the MF runtime', async () => {
    signIn();
    window.history.replaceState(null, '', '/store');
    const calls = stubNetwork();
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    await vi.waitFor(() => expect(preloads()).toHaveLength(4));
    expect(calls).toEqual([CONFIG_URL, REGISTRY_URL, MANIFEST]);
    expect(preloads()).toEqual([
      'script http://localhost:3002/releases/1.0.0-abc/static/js/vd_store.1234.js',
      'script http://localhost:3002/releases/1.0.0-abc/static/js/async/h.1.js',
      'script http://localhost:3002/releases/1.0.0-abc/static/js/async/__federation_expose_Area.2.js',
      'style http://localhost:3002/releases/1.0.0-abc/static/css/async/area.css',
    ]);
    const early = await takeEarlyManifest(MANIFEST);
    expect(await early!.json()).toEqual(manifestBody);
    expect(await takeEarlyManifest(MANIFEST)).toBeUndefined();
    expect(await takeEarlyManifest('http://localhost:3002/releases/other/mf-manifest.json')).toBeUndefined();
    // The bootstrap still reads the registry itself.
    expect(await (await takeBootFetch('registry')!).json()).toMatchObject({ areas: { store: { manifest: MANIFEST } } });
  });

  it('signed out on a protected screen, or on the sign-in: nothing of any area', async () => {
    for (const [path, signedIn] of [
      ['/store', false],
      ['/login', true],
    ] as const) {
      if (signedIn) signIn();
      window.history.replaceState(null, '', path);
      const calls = stubNetwork();
      new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
      await takeBootFetch('registry');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls, path).toEqual([CONFIG_URL, REGISTRY_URL]);
      localStorage.clear();
    }
  });

  it('a manifest that is not what it should be (another origin, no entry) preloads nothing from elsewhere', async () => {
    signIn();
    window.history.replaceState(null, '', '/store');
    stubNetwork({ ...manifestBody, metaData: { publicPath: 'https://evil.example/', remoteEntry: { name: 'x.js', path: '' } } });
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    expect(await takeEarlyManifest(MANIFEST)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads()).toEqual([]);
  });
});

describe('the early vendor read (issue 25, decision 0063)', () => {
  const API = 'http://api.test/rest/localbig/api/v1/';

  function stubConfig(config: unknown) {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push([url, init]);
        const body = url === CONFIG_URL ? config : url === REGISTRY_URL ? { areas: {} } : { id: 'v-1' };
        return Promise.resolve(new Response(JSON.stringify(body)));
      }),
    );
    return calls;
  }

  it('signed in past the sign-in: asks for the vendor as the API client would, with the session token, and hands it over once', async () => {
    signIn();
    window.history.replaceState(null, '', '/store');
    const calls = stubConfig({ services: { vendor: API } });
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    const reads = (await takeEarlyReads()) as Array<{ url: string; token: string; vendorId: null; response: Promise<Response> }>;
    setRuntimeConfig({ services: { vendor: API } });
    const clientUrl = (await loadApiClient()).getUri({ url: routeUrl(routes.getVendor), params: { mobileNo: toE164('9876543210') } });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ url: clientUrl, token: 't', vendorId: null });
    expect(calls.at(-1)).toEqual([clientUrl, { headers: { sessionToken: 't' } }]);
    expect(await (await reads[0]!.response).json()).toEqual({ id: 'v-1' });
    expect(takeEarlyReads()).toBeUndefined();
    resetRuntimeConfig();
  });

  /** A Worker of the test: what it was given (the blob's source) and its handlers. */
  function stubWorker(fails = false) {
    const blobs = new Map<string, Blob>();
    const made: Array<{ source: Promise<string>; worker: { onmessage?: () => void; onerror?: () => void } }> = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    vi.stubGlobal(
      'Worker',
      class {
        onmessage?: () => void;
        onerror?: () => void;
        constructor(url: string) {
          if (fails) throw new Error('refused by the policy');
          made.push({ source: blobs.get(url)!.text(), worker: this });
        }
      },
    );
    return { made, revoked };
  }

  /**
   * Signed in, opening /store, the language Tamil; the page's idle callbacks are collected, not run;
   * `painted()` stands for the page's first frame and the task after it.
   */
  function signedInOnStoreInTamil(): Array<() => void> & { painted: () => void } {
    signIn();
    localStorage.setItem('vd.locale', 'ta');
    window.history.replaceState(null, '', '/store');
    stubConfig({});
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const tasks: Array<() => void> = [];
    vi.stubGlobal('setTimeout', (callback: () => void) => tasks.push(callback));
    const painted = () => {
      for (const frame of frames.splice(0)) frame();
      for (const task of tasks.splice(0)) task();
    };
    return Object.assign(idle, { painted });
  }

  it('signed in past the sign-in, makes the rupee and time formats of the page’s language in a worker, not on the page’s thread, once the page has painted', async () => {
    const idle = signedInOnStoreInTamil();
    const { made, revoked } = stubWorker();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    // Starting a worker takes the page's thread a while: not before the first frame (decision 0087).
    expect(made).toHaveLength(0);
    idle.painted();
    expect(made).toHaveLength(1);
    expect(idle).toHaveLength(0);
    expect(numberFormat).not.toHaveBeenCalled();
    // The worker's script, run as a worker runs it: the same formats, then it says so and ends.
    const postMessage = vi.fn();
    const close = vi.fn();
    new Function('postMessage', 'close', await made[0]!.source)(postMessage, close);
    expect(numberFormat).toHaveBeenCalledWith('ta-IN', { style: 'currency', currency: 'INR' });
    expect(postMessage).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
    made[0]!.worker.onmessage?.();
    expect(revoked).toEqual(['blob:test/0']);
    numberFormat.mockRestore();
  });

  it('starts the worker at once on a hidden page, which paints no frames', () => {
    signedInOnStoreInTamil();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { made } = stubWorker();
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    expect(made).toHaveLength(1);
    hidden.mockRestore();
  });

  it('where no worker can start (none, refused, or failing), makes the formats on the page’s thread when it is idle', () => {
    const idle = signedInOnStoreInTamil();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    // A Worker that throws at once (as some policies make it), then one whose script fails to load.
    stubWorker(true);
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    idle.painted();
    expect(idle).toHaveLength(1);
    const { made } = stubWorker();
    new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
    idle.painted();
    expect(idle).toHaveLength(1);
    made[0]!.worker.onerror?.();
    expect(idle).toHaveLength(2);
    expect(numberFormat).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    expect(numberFormat).toHaveBeenCalledTimes(2);
    expect(numberFormat).toHaveBeenCalledWith('ta-IN', { style: 'currency', currency: 'INR' });
    numberFormat.mockRestore();
  });

  it('makes none signed out, on the sign-in, for a contact number that is not 10 digits, or without the vendor service', async () => {
    const cases: Array<[string, () => void, unknown]> = [
      ['/store', () => undefined, { services: { vendor: API } }],
      ['/login', signIn, { services: { vendor: API } }],
      [
        '/store',
        () => {
          signIn();
          localStorage.setItem('contactNo', '98765');
        },
        { services: { vendor: API } },
      ],
      [
        '/store',
        () => {
          signIn();
          localStorage.setItem('sessionToken', 'null');
        },
        { services: { vendor: API } },
      ],
      ['/store', signIn, { services: {} }],
    ];
    for (const [path, setUp, config] of cases) {
      localStorage.clear();
      setUp();
      window.history.replaceState(null, '', path);
      const calls = stubConfig(config);
      new Function(bootFetchScript(earlyRoutes(AREA_ROUTES)))();
      expect(await (takeEarlyReads() ?? Promise.resolve([]))).toEqual([]);
      expect(calls.map(([url]) => url)).toEqual([CONFIG_URL, REGISTRY_URL]);
    }
  });
});

describe("the screen's first reads (decision 0066)", () => {
  const API = 'http://api.test/rest/localbig/api/v1/';
  const CONFIG = { services: { vendor: API, order: API, product: API } };
  const script = () => new Function(bootFetchScript(earlyRoutes(AREA_ROUTES), firstReadUrls(AREA_ROUTES), vendorReadScripts(AREA_ROUTES)))();

  function stubApi(vendor: unknown = { id: 'v-1' }) {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push([url, init]);
        const body = url === CONFIG_URL ? CONFIG : url === REGISTRY_URL ? { areas: {} } : url.includes(routes.getVendor.path) ? vendor : [];
        return Promise.resolve(new Response(JSON.stringify(body)));
      }),
    );
    return calls;
  }

  it("signed in on the orders list: once the vendor's id is in, asks for the list's first page and Today as the client will, with the session token and X-Vendor-Id", async () => {
    signIn();
    const calls = stubApi();
    script();
    await takeEarlyReads();
    const reads = (await takeEarlyReads('screen')) as Array<{ url: string; token: string; vendorId: string }>;
    setRuntimeConfig(CONFIG);
    const client = await loadApiClient();
    const list = client.getUri({ url: routeUrl(routes.listOrders), params: ORDERS_FIRST_PAGE });
    const summary = client.getUri({ url: routeUrl(routes.orderSummary) });
    // The live orders poll's first request, made on every screen past the sign-in (decision 0086).
    const live = client.getUri({ url: routeUrl(routes.liveOrders) });
    expect(reads.map(({ url, token, vendorId }) => ({ url, token, vendorId }))).toEqual([
      { url: list, token: 't', vendorId: 'v-1' },
      { url: summary, token: 't', vendorId: 'v-1' },
      { url: live, token: 't', vendorId: 'v-1' },
    ]);
    expect(calls.slice(-3)).toEqual([
      [list, { headers: { sessionToken: 't', 'X-Vendor-Id': 'v-1' } }],
      [summary, { headers: { sessionToken: 't', 'X-Vendor-Id': 'v-1' } }],
      [live, { headers: { sessionToken: 't', 'X-Vendor-Id': 'v-1' } }],
    ]);
    expect(takeEarlyReads('screen')).toBeUndefined();
    resetRuntimeConfig();
  });

  it('the pricing screen asks for its tree; a screen without first reads of its own only for the live poll; a URL with a query, a vendor without an id or a public page for nothing more', async () => {
    signIn();
    const api = API.replace(/\/$/, '');
    for (const [path, first] of [
      ['/product/pricing', [`${api}${routes.listPricingCategories.path}`, `${api}${routes.liveOrders.path}`]],
      ['/profile', [`${api}${routes.liveOrders.path}`]],
    ] as const) {
      delete (globalThis as Record<string, unknown>).__vdBoot;
      window.history.replaceState(null, '', path);
      stubApi();
      script();
      expect(((await takeEarlyReads('screen')) as Array<{ url: string }>).map(({ url }) => url)).toEqual(first);
    }
    for (const [path, vendor] of [
      ['/?status=Accepted', { id: 'v-1' }],
      ['/', { name: 'no id' }],
      ['/terms', { id: 'v-1' }],
    ] as const) {
      delete (globalThis as Record<string, unknown>).__vdBoot;
      window.history.replaceState(null, '', path);
      const calls = stubApi(vendor);
      script();
      await takeEarlyReads();
      expect(await (takeEarlyReads('screen') ?? Promise.resolve([]))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls.filter(([url]) => url.includes(routes.listOrders.path) || url.includes(routes.liveOrders.path))).toEqual([]);
    }
  });

  it("adds the layout's own first reads (the live poll) to every screen past the sign-in, not to a public page (decision 0086)", () => {
    const urls = firstReadUrls([
      { path: '/a', area: 'orders', firstReads: [{ route: 'orderSummary' }] },
      { path: '/b', area: 'profile' },
      { path: '/c', area: 'profile', public: true },
    ]);
    const live = [routes.liveOrders.service, routes.liveOrders.path];
    expect(Object.values(urls)).toEqual([[[routes.orderSummary.service, routes.orderSummary.path], live], [live]]);
    expect(Object.values(firstReadUrls([{ path: '/b', area: 'profile' }], []))).toEqual([]);
  });

  it('refuses a first read that is not a GET without path parameters', () => {
    expect(() => firstReadUrls([{ path: '/x', area: 'orders', firstReads: [{ route: 'changeOrderStatus' }] }])).toThrow(
      '/x: first read changeOrderStatus is not a GET without path parameters',
    );
  });

  it("on /store also asks for the products of the sub-category the store opens with, from the vendor's record (decision 0073)", async () => {
    signIn();
    window.history.replaceState(null, '', '/store');
    const calls = stubApi({ id: 'v-1', vendorCategories: [node('veg', [node('veg-fresh'), node('veg-fruit')])] });
    script();
    const api = API.replace(/\/$/, '');
    expect(((await takeEarlyReads('screen')) as Array<{ url: string }>).map(({ url }) => url)).toEqual([
      `${api}${routes.listCategories.path}?scope=vendor`,
      `${api}${routes.liveOrders.path}`,
      `${api}${routes.listStoreProducts.path}?categoryId=veg-fresh`,
    ]);
    expect(calls.at(-1)).toEqual([`${api}${routes.listStoreProducts.path}?categoryId=veg-fresh`, { headers: { sessionToken: 't', 'X-Vendor-Id': 'v-1' } }]);
  });
});

const node = (id: string, subCategories: unknown[] = [], available: unknown = true): CategoryNode =>
  ({ id, name: String(id).toUpperCase(), available, icon: null, imageUrl: null, subCategories }) as CategoryNode;

describe("index.html's rule for the sub-category /store opens with is the store's (decision 0073)", () => {
  const rule = new Function(`return ${VENDOR_READ_SCRIPTS.storeOpening}`)() as (vendor: unknown) => [string, string][];
  /** What the store reads first for this record (the area's prefetch: openingSelection of the record's tree). */
  const storeChoice = (vendor: { vendorCategories: CategoryNode[] }) => {
    const tree = categoryTreeOf(undefined, vendor);
    const selection = tree ? openingSelection(tree, null, readStoredSelection()) : null;
    return selection ? String(selection.subCategory.id) : null;
  };
  const read = (id: string) => [[routes.listStoreProducts.service, `${routes.listStoreProducts.path}?categoryId=${encodeURIComponent(id)}`]];
  const trees: Record<string, CategoryNode[]> = {
    plain: [node('veg', [node('veg-fresh', [node('leafy')]), node('veg-fruit')]), node('dairy', [node('milk')])],
    'first category off': [node('off', [node('off-sub')], false), node('dairy', [node('milk'), node('curd')])],
    'first sub-category off': [node('veg', [node('veg-fresh', [], false), node('veg-fruit')])],
    'no sub-categories': [node('flat'), node('veg', [node('veg-fresh')])],
    'all sub-categories off': [node('veg', [node('veg-fresh', [], false)])],
    'numeric ids': [node(7 as never, [node(8 as never)])],
  };
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('with nothing stored for the tab: the same sub-category as the store, for every tree', () => {
    for (const [name, vendorCategories] of Object.entries(trees)) expect(rule({ vendorCategories }), name).toEqual(read(storeChoice({ vendorCategories })!));
  });

  it("with the tab's stored selection: the same when the record has it; none (the store asks) when it does not", () => {
    const vendorCategories = trees.plain!;
    sessionStorage.setItem('dashboard_active_category_id', 'veg');
    sessionStorage.setItem('dashboard_active_sub_category_id', 'veg-fruit');
    expect(rule({ vendorCategories })).toEqual(read(storeChoice({ vendorCategories })!));
    expect(storeChoice({ vendorCategories })).toBe('veg-fruit');
    sessionStorage.setItem('dashboard_active_sub_category_id', 'gone');
    expect(rule({ vendorCategories })).toEqual([]);
  });

  it('none for a record it is not sure of: no categories, nodes without ids or names, availability given as text', () => {
    for (const vendorCategories of [[], undefined, [{ name: 'no id' }, node('veg', [node('veg-fresh')])], [node('veg', [node('veg-fresh')], 'yes')]])
      expect(rule({ vendorCategories })).toEqual([]);
  });
});
