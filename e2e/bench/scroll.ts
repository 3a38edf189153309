/** The scroll measurement's figures, and how a set of scrolls is printed. */

/** One scroll: the animation frames it took, the 60 Hz frames dropped between them, the longest gap (ms), the distance scrolled (px). */
export interface Scroll {
  frames: number;
  dropped: number;
  longest: number;
  px: number;
}

/** One line for a set of scrolls: the median of the dropped frames, every run's, the longest frame. */
export function scrollLine(label: string, scrolls: readonly Scroll[], note = ''): string {
  const dropped = scrolls.map((s) => s.dropped);
  const sorted = [...dropped].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  const runs = scrolls.length > 1 ? ` (median of ${scrolls.length} runs: ${dropped.join(', ')})` : '';
  const longest = Math.max(...scrolls.map((s) => s.longest));
  return `${label}   dropped ${middle}${runs}   longest frame ${longest.toFixed(0)} ms   ${note}`.trimEnd();
}
