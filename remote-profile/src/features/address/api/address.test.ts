import { createQueryClient } from '@vd/shared/data';
import { describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/data/keys';
import { placeSearchQuery } from './address';

describe('placeSearchQuery', () => {
  it('searches trimmed text of 2 characters or more, with the given search function', async () => {
    const search = vi.fn(async (q: string) => [q]);
    const options = placeSearchQuery('  ko ', search);
    expect(options.queryKey).toEqual(profileKeys.business.placeSearch('ko'));
    expect(options.enabled).toBe(true);
    expect(placeSearchQuery('k', search).enabled).toBe(false);
    const client = createQueryClient();
    expect(await client.fetchQuery(options)).toEqual(['ko']);
  });
});
