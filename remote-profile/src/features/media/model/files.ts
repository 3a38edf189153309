/** The media editor's file rules (spec section 5 "Media", 9 "Max image size 5 MB"). */

/** 5 MB, as the API counts it (5 × 1024 × 1024 bytes; MAX_UPLOAD_BYTES of the contract). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface PickedFile {
  name: string;
  size: number;
}

/** Splits picked files into those that may be uploaded and the names of those over 5 MB. */
export function checkFileSizes<T extends PickedFile>(files: readonly T[], max = MAX_IMAGE_BYTES): { accepted: T[]; tooBig: string[] } {
  const accepted: T[] = [];
  const tooBig: string[] = [];
  for (const f of files) {
    if (f.size > max) tooBig.push(f.name);
    else accepted.push(f);
  }
  return { accepted, tooBig };
}

/**
 * A file already waiting is not added again (same name, size and modification time: picking the
 * same photo twice).
 */
export function withoutDuplicates<T extends PickedFile & { lastModified?: number }>(waiting: readonly T[], picked: readonly T[]): T[] {
  const key = (f: T) => `${f.name}\u0000${f.size}\u0000${f.lastModified ?? ''}`;
  const seen = new Set(waiting.map(key));
  return picked.filter((f) => {
    const k = key(f);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Upload progress as a whole percentage (null while unknown). */
export const progressPercent = (fraction: number | null): number | null => (fraction === null ? null : Math.max(0, Math.min(100, Math.round(fraction * 100))));
