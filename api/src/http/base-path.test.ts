import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../config/env.js';
import { aliasBasePath } from './base-path.js';

describe('aliasBasePath', () => {
  it('maps the older base path to the current one, keeping the rest of the URL', () => {
    expect(aliasBasePath('/rest/subziwale/api/v1/vendor?mobileNo=%2B919876543210')).toBe(`${BASE_PATH}/vendor?mobileNo=%2B919876543210`);
    expect(aliasBasePath('/rest/subziwale/api/v1/vendor/products')).toBe(`${BASE_PATH}/vendor/products`);
    expect(aliasBasePath('/rest/subziwale/api/v1')).toBe(BASE_PATH);
    expect(aliasBasePath('/rest/subziwale/api/v1?x=1')).toBe(`${BASE_PATH}?x=1`);
  });

  it('leaves every other URL alone', () => {
    for (const url of [
      `${BASE_PATH}/vendor`,
      '/health',
      '/media/seed/x.svg',
      '/rest/subziwale/api/v10/vendor',
      '/rest/subziwale/api/v1x',
      '/x/rest/subziwale/api/v1/vendor',
    ]) {
      expect(aliasBasePath(url)).toBe(url);
    }
  });
});
