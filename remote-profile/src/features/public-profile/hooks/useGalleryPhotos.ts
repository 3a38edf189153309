import { useMemo } from 'react';
import { useQuery } from '@vd/shared/data';
import { useVendor, type Vendor } from '@vd/shared/session';
import { galleryQuery } from '../../../lib/data/gallery';
import { type GalleryPhoto, galleryPhotos } from '../model/gallery';

/**
 * The Gallery tab's photos: for the signed-in vendor's own profile, GET vendor/images gives each
 * photo's thumbnail (pending until it answers, so the grid never starts on the full images); for a
 * record handed over in navigation state, or when the list fails, the full images stand in.
 */
export function useGalleryPhotos(vendor: Vendor): { photos: GalleryPhoto[]; pending: boolean } {
  const own = useVendor()?.id === vendor.id;
  const gallery = useQuery({ ...galleryQuery(), enabled: own });
  const photos = useMemo(() => galleryPhotos(vendor.vendorImages, gallery.data), [vendor.vendorImages, gallery.data]);
  return { photos, pending: own && gallery.isPending && gallery.fetchStatus === 'fetching' };
}
