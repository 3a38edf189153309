/**
 * GET vendor/images: the signed-in vendor's gallery with ids, sizes and thumbnails. Read by the media
 * editor (ids to remove by) and the public profile's Gallery tab (thumbnails in the grid, the full
 * image only in the overlay).
 */
import type { GalleryImage } from '@vd/contract';
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { queryOptions } from '@vd/shared/data';
import { profileKeys } from './keys';

export async function fetchGallery(signal?: AbortSignal): Promise<GalleryImage[]> {
  const data: unknown = await callApi(routes.listGallery, {}, { signal });
  return Array.isArray(data) ? (data as GalleryImage[]) : [];
}

export function galleryQuery() {
  return queryOptions({
    queryKey: profileKeys.business.gallery(),
    queryFn: ({ signal }) => fetchGallery(signal),
    refetchOnMount: 'always',
  });
}
