/**
 * The business-details editors' reads and writes (issue 12; spec section 7: GET/PUT vendor/attribute,
 * PUT vendor/category, POST vendor/upload, POST address; the geocoding reads of our API) as query
 * options on the shared keys, and what each write refreshes.
 *
 * Shapes are read defensively (`asX` functions): the screens keep working with a partial answer.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as routes from '@vd/contract/routes';
import { callApi, isApiError, type CategoryNode } from '@vd/shared';
import type { AddressInput, AttributeDefinition, AttributeUpdate, GalleryImage, GalleryResult, GeoPlace } from '@vd/contract';
import { normalizeCategoryTree } from '@vd/shared/catalog';
import { afterCatalogChange } from './catalog';
import { queryKeys } from './keys';
import { afterVendorChange } from './profile';

// ---------------------------------------------------------------- vendor attributes

/** One entry of PUT vendor/attribute as the editor sends it. */
export type AttributeWrite = Required<Pick<AttributeUpdate, 'name'>> & { id: string; value: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The master list as answered: rows without a name are dropped; a wrapper `{data: [...]}` is accepted. */
export function asAttributeDefinitions(data: unknown): AttributeDefinition[] {
  const rows = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  return rows.flatMap((row: unknown) => {
    if (!isRecord(row)) return [];
    const name = text(row.name ?? row.attributeName).trim();
    return name === '' ? [] : [{ id: text(row.id), name, type: text(row.type) || 'string' }];
  });
}

/** GET vendor/attribute: the attribute master list (names, types, ids). */
export async function fetchAttributeDefinitions(signal?: AbortSignal): Promise<AttributeDefinition[]> {
  const data: unknown = await callApi(routes.listAttributeDefinitions, {}, { signal });
  return asAttributeDefinitions(data);
}

/** The master list rarely changes: an hour fresh; a failure is not retried (the editor falls back at once). */
export function attributeDefinitionsQuery() {
  return queryOptions({
    queryKey: queryKeys.business.attributeDefinitions(),
    queryFn: ({ signal }) => fetchAttributeDefinitions(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** PUT vendor/attribute with the list of {id, name, value}. */
export async function putVendorAttributes(entries: readonly AttributeWrite[]): Promise<void> {
  await callApi(routes.saveAttributes, { body: [...entries] });
}

// ---------------------------------------------------------------- categories

/** GET category (every category, not only the vendor's): the category editor's choices. */
export async function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  const data: unknown = await callApi(routes.listCategories, {}, { signal });
  return normalizeCategoryTree(data);
}

export function categoryTreeQuery() {
  return queryOptions({
    queryKey: queryKeys.business.categoryTree(),
    queryFn: ({ signal }) => fetchCategoryTree(signal),
    staleTime: 5 * 60_000,
  });
}

/** PUT vendor/category with the selected leaf ids. */
export async function putVendorCategories(leafIds: readonly string[]): Promise<void> {
  await callApi(routes.saveVendorCategories, { body: [...leafIds] });
}

/** After the vendor's categories changed: the vendor record (its category tree) and every store read. */
export async function afterVendorCategoriesChange(client: QueryClient): Promise<void> {
  await Promise.all([afterVendorChange(client), afterCatalogChange(client)]);
}

// ---------------------------------------------------------------- gallery media

/** GET vendor/images: the gallery with the ids an image is removed by. */
export async function fetchGallery(signal?: AbortSignal): Promise<GalleryImage[]> {
  const data: unknown = await callApi(routes.listGallery, {}, { signal });
  return Array.isArray(data) ? (data as GalleryImage[]) : [];
}

export function galleryQuery() {
  return queryOptions({
    queryKey: queryKeys.business.gallery(),
    queryFn: ({ signal }) => fetchGallery(signal),
    refetchOnMount: 'always',
  });
}

/** Upload progress, 0 to 1 (null while the size is unknown). */
export type UploadProgress = (fraction: number | null) => void;

/** POST vendor/upload: the images as the multipart field `files`; answers the whole gallery. */
export async function uploadVendorImages(files: readonly File[], onProgress?: UploadProgress, signal?: AbortSignal): Promise<GalleryResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return callApi(
    routes.uploadGallery,
    { body },
    {
      signal,
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
  if (result && Array.isArray(result.images)) client.setQueryData(queryKeys.business.gallery(), result.images);
  await afterVendorChange(client);
}

// ---------------------------------------------------------------- address and geocoding

/** POST address. */
export async function postAddress(address: AddressInput): Promise<void> {
  await callApi(routes.saveAddress, { body: address });
}

/** GET geo/search?q=: places in India matching the text. */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  const data: unknown = await callApi(routes.geoSearch, { query: { q } }, { signal });
  return Array.isArray(data) ? (data as GeoPlace[]) : [];
}

/** GET geo/reverse?lat=&lng=: the nearest place, or null when none is known (404). */
export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<GeoPlace | null> {
  try {
    const data = await callApi(routes.geoReverse, { query: { lat, lng } }, { signal });
    return data && typeof data.latitude === 'number' ? data : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The shortest text GET geo/search accepts. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/**
 * Place suggestions for a search text (the caller debounces); answers stay fresh for a minute.
 * `search` is our API's by default; the address screen passes Google's when a key is configured.
 */
export function placeSearchQuery<T = GeoPlace>(q: string, search: (q: string, signal?: AbortSignal) => Promise<T[]> = searchPlaces as never) {
  const text = q.trim();
  return queryOptions({
    queryKey: queryKeys.business.placeSearch(text),
    queryFn: ({ signal }) => search(text, signal),
    staleTime: 60_000,
    enabled: text.length >= PLACE_SEARCH_MIN_LENGTH,
  });
}
