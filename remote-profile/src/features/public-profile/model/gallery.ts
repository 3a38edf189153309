/**
 * The Gallery tab's photos: the grid shows each photo's thumbnail (≤ 400 px, from
 * GET vendor/images), the overlay the full image (the vendor record's `vendorImages`, ≤ 1600 px).
 */

export interface GalleryPhoto {
  /** What the grid shows: the thumbnail, or the full image when no thumbnail is known. */
  thumb: string;
  /** What the overlay shows. */
  full: string;
}

/**
 * The vendor record's images in order, each with the thumbnail the gallery list gives for the same
 * URL. Without the list (another vendor's record, or the list failed), the full image stands in.
 */
export function galleryPhotos(
  vendorImages: readonly string[] | null | undefined,
  gallery: readonly { url: string; thumbnailUrl?: string | null }[] | undefined,
): GalleryPhoto[] {
  const thumbs = new Map<string, string>();
  for (const image of gallery ?? []) if (image.thumbnailUrl) thumbs.set(image.url, image.thumbnailUrl);
  return (vendorImages ?? []).filter((url) => typeof url === 'string' && url !== '').map((full) => ({ thumb: thumbs.get(full) ?? full, full }));
}
