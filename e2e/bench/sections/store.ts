/**
 * Store area figures: the extra JavaScript /store loads over the shell, and the time from
 * navigation to the first product card on the slow-phone profile (cold cache each run), as a ratio to
 * the floor page loaded beside it.
 */
import { AREA_JS_KB, budgetNote, CARD_RATIO } from '../budgets';
import { areaExtraJs, chunkLines, interleaved, kb, newPage, ratioLine, slowPhone, trackImages, type BenchSection, loadUntil } from '../lib';

const section: BenchSection = async ({ browser, host, runs, session, floor }) => {
  // Extra JS: the shell first on another area's screen, then client-side navigation to /store
  // until the first product card is on screen (the remote entry and the store's first-screen chunks).
  let detail = { bytes: 0, files: [] as string[] };
  let sizeOf: (url: string) => number = () => 0;
  const extra = await areaExtraJs(browser, host, session, '/store', 'product-card', async (page, js) => {
    sizeOf = js.sizeOf;
    // Opening a product loads the detail screen's own chunk.
    const beforeDetail = js.urls();
    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.getByTestId('product-screen').waitFor();
    detail = await js.total(beforeDetail);
  });

  const toFirstCard = await interleaved(runs, floor, async () => {
    const { context, page } = await newPage(browser, session);
    await slowPhone(context, page);
    const images = trackImages(page);
    const ms = await loadUntil(page, `${host}/store`, ['[data-testid="product-card"]']);
    // The first screen's images: those the cards on screen ask for once the first card is up.
    await page.waitForLoadState('networkidle');
    const imageBytes = (await images.total()).bytes;
    await context.close();
    return { ms, imageBytes };
  });

  return [
    'Store area',
    `  + store first screen JS over the shell          ${kb(extra.bytes).padStart(10)}  (${extra.files.length} files; ${budgetNote(Number((extra.bytes / 1024).toFixed(1)), AREA_JS_KB)})`,
    ...chunkLines(extra.files, sizeOf),
    `  + product detail screen JS (lazy)               ${kb(detail.bytes).padStart(10)}  (${detail.files.length} files)`,
    ...chunkLines(detail.files, sizeOf),
    'Slow phone, cold cache, each load beside a cold load of the floor page',
    ...ratioLine('navigation → first product card', toFirstCard, CARD_RATIO),
  ];
};

export default section;
