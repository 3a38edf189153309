/**
 * Store area figures: the extra JavaScript /store loads over the shell, and the time from
 * navigation to the first product card on the slow-phone profile (cold cache each run).
 */
import { areaExtraJs, kb, median, newPage, slowPhone, type BenchSection } from '../lib';

const AREA_BUDGET_KB = 60;

const section: BenchSection = async ({ browser, host, runs, session }) => {
  // Extra JS: the shell first on another area's screen, then client-side navigation to /store
  // until the first product card is on screen (the remote entry and the store's first-screen chunks).
  let detail = { bytes: 0, files: [] as string[] };
  const extra = await areaExtraJs(browser, host, session, '/store', 'product-card', async (page, js) => {
    // Opening a product loads the detail screen's own chunk.
    const beforeDetail = js.urls();
    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.getByTestId('product-screen').waitFor();
    detail = await js.total(beforeDetail);
  });

  const toFirstCard: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await newPage(browser, session);
    await slowPhone(context, page);
    const started = Date.now();
    await page.goto(`${host}/store`, { waitUntil: 'commit' });
    await page.getByTestId('product-card').first().waitFor({ timeout: 90_000 });
    toFirstCard.push(Date.now() - started);
    await context.close();
  }

  return [
    'Store area',
    `  + store first screen JS over the shell          ${kb(extra.bytes).padStart(10)}  (${extra.files.length} files; budget ${AREA_BUDGET_KB} KB)`,
    `  + product detail screen JS (lazy)               ${kb(detail.bytes).padStart(10)}  (${detail.files.length} files)`,
    `  slow phone: navigation → first product card   ${String(Math.round(median(toFirstCard))).padStart(6)} ms   (median of ${runs}; runs: ${toFirstCard.join(', ')})`,
  ];
};

export default section;
