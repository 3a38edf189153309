/**
 * Runs `run` in a task of its own right after the page's next frame (a timer started from
 * `requestAnimationFrame`): whatever the frame lays out and paints is done by then, and `run`'s own
 * work is not added to it. Returns a cancel. Without `requestAnimationFrame`, a plain timer.
 */
export function afterFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
