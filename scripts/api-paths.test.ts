// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the probes are source code written as strings
/**
 * Issue 19: no API path is written in host/, remote-*\/ or shared/ (sources and tests): every call
 * goes through a route object of the contract (`callApi(routes.x, …)`; a test that mocks the API by
 * URL derives it with `routeUrl(routes.x)` or `routes.x.path`). The probes prove what the check catches.
 */
import { ROUTES } from '@vd/contract/routes';
import { describe, expect, it } from 'vitest';
import { apiPathOf, findPathLiterals, isHostPage, pathLiteralsIn } from './lib/api-paths';
import { ROOT } from './lib/paths';

const texts = (code: string, file = 'remote-store/src/Probe.tsx') => pathLiteralsIn(file, code).map((literal) => literal.text);

describe('API path literals', () => {
  it('are every route of the contract, with or without the leading slash', () => {
    for (const route of Object.values(ROUTES)) {
      const path = route.path.replace(/:\w+/g, 'x').replace('*', 'a.webp');
      if (isHostPage(path)) continue;
      expect(apiPathOf(path), route.id).toBe(route.path);
      if (path.split('/').length > 2) expect(apiPathOf(path.slice(1)), route.id).toBe(route.path);
    }
  });

  it('are caught in strings and templates: a parameter as ${…}, a query string, behind an origin or base URL', () => {
    const probe = [
      "const a = '/vendor/store/products';",
      'const b = `vendor/store/products/${id}?fresh=1`;',
      "mock.onGet('orders/vendor/live');",
      'expect(url).toBe(`${BASE}/auth/otp/send?phoneNumber=1`);',
      "fetch('http://localhost:8080/rest/localbig/api/v1/vendor?mobileNo=1');",
      'const c = `/vendor/images/${imageId}`;',
      "const d = '/vendor';",
    ].join('\n');
    expect(texts(probe, 'shared/src/api/probe.test.ts')).toEqual([
      '/vendor/store/products',
      'vendor/store/products/${…}?fresh=1',
      'orders/vendor/live',
      '${…}/auth/otp/send?phoneNumber=1',
      'http://localhost:8080/rest/localbig/api/v1/vendor?mobileNo=1',
      '/vendor/images/${…}',
    ]);
  });

  it("leave alone the host's pages (also API paths: /address, /vendor/profile, the /vendor redirect), ordinary words and module names", () => {
    const probe = [
      "navigate('/address');",
      "const page = '/vendor/profile';",
      "renderAt('/vendor/profile?tab=hours');",
      "const redirect = '/vendor';",
      "const field = 'address';",
      "const role = 'vendor';",
      "import { x } from './vendor';",
      "const key = ['store', 'products'];",
      'const built = `${base}${routes.getVendor.path}?mobileNo=1`;',
    ].join('\n');
    expect(texts(probe)).toEqual([]);
  });

  it('are absent from host/, remote-*/ and shared/', { timeout: 60_000 }, () => {
    expect(findPathLiterals(ROOT).map((literal) => `${literal.file}:${literal.line} ${literal.text}`)).toEqual([]);
  });
});
