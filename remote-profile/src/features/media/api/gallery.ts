/**
 * The gallery editor's calls (spec section 7: GET vendor/images, POST vendor/upload, DELETE
 * vendor/images/{imageId}) and what a change refreshes.
 */
import type { GalleryResult } from '@vd/contract';
import * as routes from '@vd/contract/routes';
import { IDEMPOTENCY_KEY_HEADER } from '@vd/contract/rules';
import { callApi } from '@vd/shared/api';
import type { QueryClient } from '@vd/shared/data';
import { profileKeys } from '../../../lib/data/keys';
import { afterVendorChange } from '../../../lib/data/vendor';

export { fetchGallery, galleryQuery } from '../../../lib/data/gallery';

/** Upload progress, 0 to 1 (null while the size is unknown). */
export type UploadProgress = (fraction: number | null) => void;

/**
 * POST vendor/upload: the images as the multipart field `files`, with the upload's Idempotency-Key
 * (the same for the same files sent again); answers the whole gallery.
 */
export async function uploadVendorImages(files: readonly File[], key: string, onProgress?: UploadProgress, signal?: AbortSignal): Promise<GalleryResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return callApi(
    routes.uploadGallery,
    { body },
    {
      signal,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      // Photos from a phone on a slow line take longer than the 20 s of ordinary calls.
      timeout: 0,
      onUploadProgress: (event) => onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : null),
    },
  );
}

/** DELETE vendor/images/{imageId}; answers the whole gallery. */
export async function deleteVendorImage(imageId: string): Promise<GalleryResult> {
  return callApi(routes.deleteGalleryImage, { params: { imageId } });
}

/** After the gallery changed: the new list in the cache at once, the vendor record (vendorImages) read again. */
export async function afterGalleryChange(client: QueryClient, result: GalleryResult | undefined): Promise<void> {
  if (result && Array.isArray(result.images)) client.setQueryData(profileKeys.business.gallery(), result.images);
  await afterVendorChange(client);
}
