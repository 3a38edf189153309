import { createQueryClient } from '@vd/shared/data';
import { describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/data/keys';
import { afterGalleryChange } from './gallery';

vi.mock('../../../lib/data/vendor', () => ({ afterVendorChange: vi.fn(async () => undefined) }));

describe('afterGalleryChange', () => {
  it('puts the answered gallery in the cache', async () => {
    const client = createQueryClient();
    const images = [{ id: 'i1', url: 'u', thumbnailUrl: 't', width: 1, height: 1, contentType: 'image/webp', createdAt: '' }];
    await afterGalleryChange(client, { images, added: images });
    expect(client.getQueryData(profileKeys.business.gallery())).toEqual(images);
  });
});
