/**
 * The gallery's limits (spec section 9 "Max image size 5 MB"; POST vendor/upload), once for the API
 * and the media editor: the editor splits a pick into uploads of at most MAX_UPLOAD_FILES and never
 * lets the gallery pass MAX_GALLERY_IMAGES.
 */

/** Spec section 9: max image size 5 MB (5 × 1024 × 1024 bytes), enforced by the server per file. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Files in one POST vendor/upload. */
export const MAX_UPLOAD_FILES = 10;
/** Images in a vendor's gallery; an upload that would pass it is refused (409 GALLERY_FULL). */
export const MAX_GALLERY_IMAGES = 30;
/** The content types an upload may have (the API sniffs them from the bytes, whatever the name or header says). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The file name endings of those types, for a file whose browser gave no type. */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'png', 'webp'] as const;

/**
 * Whether a picked file is one of the upload's image types by what the browser says of it: its
 * content type, or, when the browser gives none, its name's ending. (The API still checks the bytes.)
 */
export function isUploadImageType(file: { name: string; type?: string }): boolean {
  const type = (file.type ?? '').trim().toLowerCase();
  if (type !== '') return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type);
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && (UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(file.name.slice(dot + 1).toLowerCase());
}
