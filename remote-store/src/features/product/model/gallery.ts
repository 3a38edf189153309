/** The image after stepping by delta, wrapping around (a gallery has no ends). */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
