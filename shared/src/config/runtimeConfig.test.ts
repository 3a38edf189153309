import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_API_BASE_URL,
  DEMO_SUPPORT_PHONE,
  getRuntimeConfig,
  isTileUrlTemplate,
  loadRuntimeConfig,
  resetRuntimeConfig,
  serviceUrl,
  setRuntimeConfig,
  supportPhone,
  validateRuntimeConfig,
} from './runtimeConfig';

afterEach(() => {
  resetRuntimeConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('defaults', () => {
  it('point every service at the local API and carry the spec defaults', () => {
    const config = getRuntimeConfig();
    expect(Object.values(config.services)).toEqual(Array(5).fill(DEFAULT_API_BASE_URL));
    expect(config.productName).toBe('Vendor Dashboard');
    expect(config.supportPhone).toBeUndefined();
    expect(config.social).toEqual({});
  });
});

describe('supportPhone', () => {
  it('config.json’s number; else the fictional demo number only in demo mode; else none', () => {
    expect(supportPhone()).toBeNull();
    setRuntimeConfig({ demoMode: true });
    expect(supportPhone()).toBe(DEMO_SUPPORT_PHONE);
    setRuntimeConfig({ supportPhone: '9000000002' });
    expect(supportPhone()).toBe('9000000002');
    expect(supportPhone({ demoMode: false, supportPhone: undefined })).toBeNull();
  });
});

describe('setRuntimeConfig / serviceUrl', () => {
  it('merges partial config, including single services', () => {
    setRuntimeConfig({ services: { auth: 'https://auth.example.test/api/' }, productName: 'Local Big' });
    const config = getRuntimeConfig();
    expect(config.services.auth).toBe('https://auth.example.test/api/');
    expect(config.services.vendor).toBe(DEFAULT_API_BASE_URL);
    expect(config.productName).toBe('Local Big');
    expect(config.supportPhone).toBeUndefined();
  });

  it('joins base and path with exactly one slash', () => {
    setRuntimeConfig({ services: { auth: 'https://a.test/v1/' } });
    expect(serviceUrl('auth', '/a/b')).toBe('https://a.test/v1/a/b');
    expect(serviceUrl('vendor', 'c')).toBe(`${DEFAULT_API_BASE_URL}/c`);
  });
});

describe('validateRuntimeConfig', () => {
  it('keeps valid fields and reports invalid ones', () => {
    const { value, problems } = validateRuntimeConfig({
      services: { auth: 'ftp://nope', order: 'https://orders.test' },
      userAppUrl: 42,
      supportPhone: '  9000000000 ',
    });
    expect(value).toEqual({ services: { order: 'https://orders.test' }, supportPhone: '9000000000' });
    expect(problems).toHaveLength(2);
  });

  it('takes demoMode and the social accounts (a URL, or { url, handle }); refuses the rest by name', () => {
    const { value, problems } = validateRuntimeConfig({
      demoMode: 'yes',
      social: {
        twitter: 'https://x.com/shop',
        facebook: { url: 'https://www.facebook.com/shop', handle: ' Shop ' },
        instagram: 'javascript:alert(1)',
        linkedin: { url: 'https://www.linkedin.com/company/shop', handle: '' },
        myspace: 'https://myspace.com/shop',
      },
    });
    expect(value.demoMode).toBeUndefined();
    expect(value.social).toEqual({ twitter: { url: 'https://x.com/shop' }, facebook: { url: 'https://www.facebook.com/shop', handle: 'Shop' } });
    expect(problems).toEqual([
      'demoMode must be true or false',
      'social.instagram must be an http(s) URL or { url, handle }',
      'social.linkedin.handle must be a non-empty string',
    ]);
    expect(validateRuntimeConfig({ demoMode: true, social: [] })).toEqual({ value: { demoMode: true }, problems: ['social must be an object'] });
  });

  it('rejects non-objects', () => {
    expect(validateRuntimeConfig([1, 2]).problems).toEqual(['config is not a JSON object']);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches, validates and merges', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubFetch(async () => new Response(JSON.stringify({ services: { vendor: 'https://v.test/api' }, aboutUrl: 'bad' }), { status: 200 }));
    const config = await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(config.services.vendor).toBe('https://v.test/api');
    expect(config.aboutUrl).toBe(getRuntimeConfig().aboutUrl);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps defaults and logs on garbage JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async () => new Response('{not json', { status: 200 }));
    const config = await loadRuntimeConfig('/x.json');
    expect(config.services.auth).toBe(DEFAULT_API_BASE_URL);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps defaults and logs on 404 or network failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async () => new Response('', { status: 404 }));
    expect((await loadRuntimeConfig()).productName).toBe('Vendor Dashboard');
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await loadRuntimeConfig()).productName).toBe('Vendor Dashboard');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the request the page already made instead of fetching again, with the same checks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubFetch(async () => new Response('{}', { status: 200 }));
    const early = Promise.resolve(new Response(JSON.stringify({ productName: 'Early Shop' }), { status: 200 }));
    expect((await loadRuntimeConfig('/config.json', early)).productName).toBe('Early Shop');
    expect(fetchMock).not.toHaveBeenCalled();
    // A failed early request keeps the defaults, as a failed fetch does.
    resetRuntimeConfig();
    expect((await loadRuntimeConfig('/config.json', Promise.reject(new TypeError('offline')))).productName).toBe('Vendor Dashboard');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('mapsApiKey (the address screen: Google Places only when a key is set, decision 0034)', () => {
  it('is absent by default, read when a non-empty string, refused otherwise', () => {
    resetRuntimeConfig();
    expect(getRuntimeConfig().mapsApiKey).toBeUndefined();
    expect(validateRuntimeConfig({ mapsApiKey: ' abc ' }).value.mapsApiKey).toBe('abc');
    expect(validateRuntimeConfig({ mapsApiKey: '' }).problems).toEqual(['mapsApiKey must be a non-empty string']);
    expect(setRuntimeConfig({ mapsApiKey: 'abc' }).mapsApiKey).toBe('abc');
    resetRuntimeConfig();
  });
});

describe('mapTilesUrl and mapTilesAttribution (the shop maps’ tiles, decision 0055)', () => {
  it('are absent by default: the maps draw their embedded outline of India only', () => {
    expect(getRuntimeConfig().mapTilesUrl).toBeUndefined();
    expect(getRuntimeConfig().mapTilesAttribution).toBeUndefined();
  });

  it('take an http(s) template with {z}, {x} and {y}, and the credit text', () => {
    const { value, problems } = validateRuntimeConfig({
      mapTilesUrl: ' https://{s}.tiles.example.in/{z}/{x}/{y}.png ',
      mapTilesAttribution: ' © OpenStreetMap contributors ',
    });
    expect(problems).toEqual([]);
    expect(value).toEqual({ mapTilesUrl: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png', mapTilesAttribution: '© OpenStreetMap contributors' });
    expect(setRuntimeConfig(value)).toMatchObject(value);
  });

  it('treat an empty template as none, and refuse what is not a tile template', () => {
    expect(validateRuntimeConfig({ mapTilesUrl: '' })).toEqual({ value: {}, problems: [] });
    for (const bad of ['https://tiles.example.in/{z}/{x}.png', 'ftp://tiles.example.in/{z}/{x}/{y}.png', 'tiles/{z}/{x}/{y}.png', 42]) {
      expect(validateRuntimeConfig({ mapTilesUrl: bad }).problems).toEqual(['mapTilesUrl must be an http(s) URL template with {z}, {x} and {y}']);
    }
    expect(isTileUrlTemplate('http://localhost:9000/{z}/{x}/{y}.png?r={r}')).toBe(true);
  });
});
