/**
 * The floor grid: the big shop's 500 pricing cards as plain HTML and CSS, no framework and no script.
 * The cards have the markup and the sizes the pricing grid draws (a 'wide' ProductGrid of
 * PricingCards, '@vd/shared/ui' and remote-pricing), with the names, sizes and prices the pricing
 * bench's big shop is filled with. The bench scrolls it the way it scrolls the product's grid, in the
 * same run: what the machine drops scrolling those cards with nothing of the product's running.
 */

/** The floor grid's file in the floor pages' folder (served under FLOOR_PATH). */
export const FLOOR_GRID_FILE = 'grid.html';

/** The cards of the pricing bench's big shelf. */
export const FLOOR_GRID_CARDS = 500;

const NAMES = ['Basmati Rice', 'Toor Dal', 'Sugar', 'Tea', 'Biscuits', 'Soap', 'Atta', 'Mustard Oil', 'Salt', 'Ghee'];

export interface FloorCard {
  name: string;
  lines: Array<{ size: string; netPrice: number; mrp: number | null; available: boolean }>;
  availability: 'all' | 'none';
}

/**
 * Product `g` (1-based) of the big shelf, as the pricing bench fills it: two variants (500 g and
 * 1 kg), MRP (50 + g mod 200) per 500 g, selling price g mod 7 below it, unavailable when g is a
 * multiple of 9.
 */
export function floorCard(g: number): FloorCard {
  const available = g % 9 !== 0;
  const lines = [0, 1].map((k) => {
    const mrp = (50 + (g % 200)) * (k + 1);
    const netPrice = mrp - (g % 7);
    return { size: k === 0 ? '500 g' : '1 kg', netPrice, mrp: mrp !== netPrice ? mrp : null, available };
  });
  return { name: `${NAMES[g % NAMES.length]} ${g}`, lines, availability: available ? 'all' : 'none' };
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const formatRupees = (n: number) => `₹${rupees.format(n)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One card, in the markup of a PricingCard inside the grid's cell. */
export function cardHtml(card: FloorCard): string {
  const lines = card.lines
    .map(
      (line) =>
        `<li class="line${line.available ? '' : ' line-off'}"><span class="size">${line.size}</span><span class="prices"><span class="net">${formatRupees(line.netPrice)}</span>${
          line.mrp !== null ? `<s class="mrp" aria-hidden="true">${formatRupees(line.mrp)}</s><span class="sr-only">MRP ${formatRupees(line.mrp)}</span>` : ''
        }</span></li>`,
    )
    .join('');
  const name = escapeHtml(card.name);
  return `<li class="cell"><article class="card wide-card${card.availability === 'none' ? ' card-off' : ''}"><div class="media"><span class="thumb"><span class="letter" aria-hidden="true">${escapeHtml(card.name.trim().slice(0, 1).toUpperCase())}</span></span></div><div class="body"><h2 class="name"><button type="button" class="open">${name}</button></h2><ul class="lines">${lines}</ul><p class="status ${card.availability}">${card.availability === 'all' ? 'Available' : 'Unavailable'}</p></div></article></li>`;
}

/**
 * The rules the pricing grid's cards are drawn with (the design tokens they use, the page's base, the
 * shell's padding around the screen, ProductGrid.module.css's 'wide' grid and card frame, Thumb and
 * PricingCard's own), under plain class names.
 */
const CSS = `
:root {
  --vd-color-bg: #f7f6f3; --vd-color-surface: #ffffff; --vd-color-surface-muted: #f1f0ec; --vd-color-border: #e2e0da;
  --vd-color-text: #1c1917; --vd-color-text-muted: #57534e; --vd-color-text-subtle: #68615c;
  --vd-color-success: #15803d; --vd-color-danger: #b91c1c;
  --vd-font-sans: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Helvetica Neue', Arial, sans-serif;
  --vd-font-size-xs: 0.75rem; --vd-font-size-sm: 0.875rem; --vd-radius-md: 10px;
  --vd-shadow-md: 0 4px 12px rgb(28 25 23 / 0.1); --vd-transition: 150ms ease;
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-width: 320px; background: var(--vd-color-bg); color: var(--vd-color-text); font-family: var(--vd-font-sans); font-size: 1rem; line-height: 1.5; -webkit-font-smoothing: antialiased; }
main { padding: 16px; }
.products { container-type: inline-size; min-width: 0; }
.count { margin: 0 0 8px; color: var(--vd-color-text-muted); font-size: var(--vd-font-size-xs); }
.grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.cell { display: flex; min-width: 0; content-visibility: auto; contain-intrinsic-size: auto 260px; }
.cell > * { flex: 1; }
@container (min-width: 520px) { .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; } }
@container (min-width: 700px) { .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
@container (min-width: 880px) { .grid { grid-template-columns: repeat(5, minmax(0, 1fr)); } }
@container (min-width: 1060px) { .grid { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
.card { position: relative; display: flex; flex-direction: column; min-width: 0; background: var(--vd-color-surface); border: 1px solid var(--vd-color-border); border-radius: var(--vd-radius-md); }
.card:hover { box-shadow: var(--vd-shadow-md); }
.body { display: flex; flex-direction: column; gap: 6px; padding: 8px 10px 10px; flex: 1; }
.name { margin: 0; font-size: var(--vd-font-size-sm); font-weight: 600; line-height: 1.3; min-height: 2.6em; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: clip; }
.wide-card { height: 100%; transition: box-shadow var(--vd-transition), border-color var(--vd-transition); }
.wide-card > .media { position: static; border-radius: calc(var(--vd-radius-md) - 1px) calc(var(--vd-radius-md) - 1px) 0 0; }
.card-off > :first-child { opacity: 0.55; }
.thumb { display: block; aspect-ratio: 4 / 3; background: var(--vd-color-surface-muted); border-radius: inherit; }
.letter { display: grid; place-items: center; width: 100%; height: 100%; font-size: 2rem; font-weight: 700; color: var(--vd-color-text-subtle); }
.open { padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; outline: none; }
.open::after { content: ''; position: absolute; inset: 0; }
.lines { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.line { display: flex; align-items: baseline; justify-content: space-between; gap: 6px; font-size: var(--vd-font-size-xs); }
.line-off { color: var(--vd-color-text-subtle); }
.line-off .net { text-decoration: line-through; font-weight: 500; }
.size { color: var(--vd-color-text-muted); white-space: nowrap; overflow: clip; text-overflow: ellipsis; }
.prices { display: inline-flex; align-items: baseline; gap: 4px; white-space: nowrap; }
.net { font-size: var(--vd-font-size-sm); font-weight: 700; font-variant-numeric: tabular-nums; }
.mrp { color: var(--vd-color-text-subtle); font-size: 0.6875rem; }
.status { margin: auto 0 0; padding-top: 4px; font-size: 0.6875rem; font-weight: 700; letter-spacing: 0.01em; }
.all { color: var(--vd-color-success); }
.none { color: var(--vd-color-danger); }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** The floor grid's page: `count` cards of the big shelf, all in the HTML. */
export function floorGridHtml(count = FLOOR_GRID_CARDS): string {
  const cards = Array.from({ length: count }, (_, i) => cardHtml(floorCard(i + 1))).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor grid</title>
<style>${CSS}</style>
</head>
<body>
<main>
<section class="products">
<p class="count" id="floor-grid-count">${count} products</p>
<ul class="grid" aria-label="Products" id="floor-grid">
${cards}
</ul>
</section>
</main>
</body>
</html>
`;
}
