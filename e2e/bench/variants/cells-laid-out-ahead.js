/*
 * A variant of the pricing grid for `BENCH_SCROLL_VARIANT` (decision 0088), kept as the example of
 * one and as the record of what was measured: run before the page's own scripts, it lays the grid's
 * cells out ahead of the scroll, one per task after a frame, instead of leaving each to
 * `content-visibility: auto` in the frame where it nears the screen.
 *
 *   BENCH_SECTIONS=pricing BENCH_SCROLL_VARIANT=e2e/bench/variants/cells-laid-out-ahead.js pnpm bench
 *
 * Measured worse (the scroll dropped 49–74 frames against 25–54 as built, interleaved): the cells it
 * has laid out stay painted, and every frame where the painted area moves repaints them. Not used by
 * the product.
 */
(() => {
  /** How far below the screen's top a cell is laid out, in screens. */
  const AHEAD_SCREENS = 2.5;
  let grid = null;
  let next = 0;
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(step, 0));
  const step = () => {
    if (!grid?.isConnected) {
      // The pricing grid: the 'wide' layout's list (ProductGrid.module.css).
      grid = document.querySelector('ul[class*="wide"]');
      next = 0;
    }
    if (grid) {
      const cells = grid.children;
      while (next < cells.length && cells[next].dataset.vdAhead === '1') next++;
      const cell = cells[next];
      if (cell && cell.tagName === 'LI' && cell.getBoundingClientRect().top < innerHeight * AHEAD_SCREENS) {
        cell.style.contentVisibility = 'visible';
        cell.dataset.vdAhead = '1';
        // Style and layout of this cell in this task, not in the next frame.
        void cell.offsetHeight;
        next++;
      }
    }
    afterNextFrame();
  };
  afterNextFrame();
})();
