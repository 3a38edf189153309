import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './defaults';
import { afterGalleryChange, asAttributeDefinitions, placeSearchQuery } from './business';
import { queryKeys } from './keys';

vi.mock('./profile', () => ({ afterVendorChange: vi.fn(async () => undefined) }));

describe('asAttributeDefinitions', () => {
  it('reads the master list, dropping rows without a name; accepts a {data} wrapper', () => {
    expect(asAttributeDefinitions([{ id: 'a', name: 'gstNo', type: 'string' }, { id: 'b' }, null, { name: 'isFranchise' }])).toEqual([
      { id: 'a', name: 'gstNo', type: 'string' },
      { id: '', name: 'isFranchise', type: 'string' },
    ]);
    expect(asAttributeDefinitions({ data: [{ id: 1, attributeName: 'minDays', type: 'number' }] })).toEqual([{ id: '1', name: 'minDays', type: 'number' }]);
    expect(asAttributeDefinitions('nope')).toEqual([]);
  });
});

describe('placeSearchQuery', () => {
  it('searches trimmed text of 2 characters or more, with the given search function', async () => {
    const search = vi.fn(async (q: string) => [q]);
    const options = placeSearchQuery('  ko ', search);
    expect(options.queryKey).toEqual(queryKeys.business.placeSearch('ko'));
    expect(options.enabled).toBe(true);
    expect(placeSearchQuery('k', search).enabled).toBe(false);
    const client = createQueryClient();
    expect(await client.fetchQuery(options)).toEqual(['ko']);
  });
});

describe('afterGalleryChange', () => {
  it('puts the answered gallery in the cache', async () => {
    const client = createQueryClient();
    const images = [{ id: 'i1', url: 'u', thumbnailUrl: 't', width: 1, height: 1, contentType: 'image/webp', createdAt: '' }];
    await afterGalleryChange(client, { images, added: images });
    expect(client.getQueryData(queryKeys.business.gallery())).toEqual(images);
  });
});
