import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES } from '@vd/contract/i18n';
import { firstPaint, WARM_STYLESHEETS } from './first-paint';
import { declaredSizes, EMOJI_FAMILY, fontWarmupScript, typeScale, WARM_WEIGHTS, warmSizes } from './font-warmup';

const HOST = path.resolve(import.meta.dirname, '../..');
const TOKENS = readFileSync(path.join(HOST, '../shared/src/ui/tokens.css'), 'utf8');

interface Block {
  hidden: string | null;
  spans: Array<{ size: string; weight: string; text: string; family?: string }>;
}

/**
 * Runs the script at `pathname` with `stored` as the device's language: DOMContentLoaded, then each
 * idle callback in turn. Returns the blocks it laid out (as they were when added) and what is left.
 */
function warm(pathname: string, stored: string | null, denied = false, idleMs = 0, script = fontWarmupScript({ sizes: typeScale(TOKENS) })) {
  window.history.replaceState(null, '', pathname);
  if (stored === null) localStorage.removeItem('vd.locale');
  else localStorage.setItem('vd.locale', stored);
  if (denied)
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('denied');
    });
  document.body.innerHTML = '<div id="root"></div>';
  const idle: Array<(deadline: { timeRemaining(): number }) => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: (deadline: { timeRemaining(): number }) => void) => idle.push(callback));
  const blocks: Block[] = [];
  const record = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLDivElement && node.id !== 'root')
          blocks.push({
            hidden: node.getAttribute('aria-hidden'),
            spans: [...node.querySelectorAll('span')].map((span) => ({
              size: span.style.fontSize,
              weight: span.style.fontWeight,
              text: span.textContent ?? '',
              ...(span.style.fontFamily ? { family: span.style.fontFamily } : {}),
            })),
          });
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true });
  const ready = loaded(script);
  expect(ready.length).toBeLessThanOrEqual(1);
  for (const listener of ready) listener();
  record(observer.takeRecords());
  const before = blocks.length;
  for (let n = 0; idle.length > 0 && n < 100; n++) idle.shift()!({ timeRemaining: () => idleMs });
  record(observer.takeRecords());
  observer.disconnect();
  return { before, blocks, spans: blocks.flatMap((block) => block.spans), left: document.body.children.length };
}

/** Runs the script and returns what it asked to run on DOMContentLoaded (each test's page is a new one). */
function loaded(script: string): Array<() => void> {
  const listeners: Array<() => void> = [];
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    if (type === 'DOMContentLoaded') listeners.push(listener as () => void);
  });
  try {
    new Function(script)();
  } finally {
    spy.mockRestore();
  }
  return listeners;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('vd.locale');
  performance.clearMarks();
});

describe("index.html's font warm-up (decision 0069)", () => {
  it("takes the design tokens' type scale, in px", () => {
    expect(typeScale(TOKENS)).toEqual([12, 14, 16, 18, 22, 28]);
    expect(
      typeScale(
        ':root{--vd-font-size-a: 0.5rem; --vd-font-size-b: 10px; --vd-font-size-c: 8px; --vd-font-size-d: 0.5rem; --other: 2rem; --vd-font-size-e: var(--x);}',
      ),
    ).toEqual([8, 10]);
  });

  it('adds the sizes off the scale of the header and the product grid (shop name, owner name, badges), nothing twice', () => {
    expect(
      declaredSizes(
        '.a{font-size: 1.0625rem;color:red}\n.b {\n  font-size: 0.8125rem;\n}\n.c{font-size:12px}.d{font-size: var(--vd-font-size-sm)}.e{font-size:1em}.f{line-height:1rem}',
      ),
    ).toEqual([17, 13, 12]);
    expect(warmSizes([12, 14, 16], [17, 12, 13], [14])).toEqual([12, 14, 16, 17, 13]);
    const sizes = JSON.parse(/var S=(\[[^\]]*\])/.exec(firstPaint(HOST).fontWarmup)![1]!) as number[];
    // The scale first, then the header's shop and owner names and the product grid's badges.
    expect(sizes.slice(0, 6)).toEqual(typeScale(TOKENS));
    expect(sizes).toEqual(expect.arrayContaining([17, 13, 11]));
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it("warms the emoji in the emoji marks' family, which the tokens declare: the colour emoji faces by name, then the text face", () => {
    expect(EMOJI_FAMILY).toBe('var(--vd-font-emoji)');
    expect(TOKENS).toMatch(/--vd-font-emoji:\s*'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', var\(--vd-font-sans\);/);
  });

  it('lays out every size in every weight, the emoji and the stored language, one sample per short idle moment, and leaves nothing behind', () => {
    const { before, blocks, spans, left } = warm('/store', 'hi');
    expect(before).toBe(0); // nothing before the page's idle moments
    const sizes = typeScale(TOKENS).map((px) => `${px}px`);
    const latin = WARM_WEIGHTS.flatMap((weight) => sizes.map((size) => ({ size, weight: String(weight), text: 'Aa1₹' })));
    expect(spans).toEqual([
      ...latin.slice(0, sizes.length),
      { size: '16px', weight: '400', text: `🛒 ${LANGUAGE_NAMES.hi}`, family: EMOJI_FAMILY },
      ...latin.slice(sizes.length),
    ]);
    expect(blocks).toHaveLength(spans.length);
    for (const block of blocks) expect(block.hidden).toBe('true');
    expect(left).toBe(1); // #root only
    expect(performance.getEntriesByName('vd:fonts-warm')).toHaveLength(1);
  });

  it('lays out as many samples as a long idle moment allows, in one step', () => {
    const { blocks, spans } = warm('/store', null, false, 45);
    expect(blocks).toHaveLength(1);
    expect(spans).toHaveLength(typeScale(TOKENS).length * WARM_WEIGHTS.length + 1);
  });

  it('in English, no other language face; on the sign-in screens, nothing at all', () => {
    const emoji = (run: { spans: Block['spans'] }) => run.spans.find((span) => span.text.startsWith('🛒'))?.text;
    expect(emoji(warm('/', null))).toBe('🛒');
    expect(emoji(warm('/product/pricing', 'xx'))).toBe('🛒');
    for (const pathname of ['/login', '/auth/otp', '/login/']) expect(warm(pathname, 'ta').blocks).toHaveLength(0);
  });

  it('still warms when storage throws, and a browser without idle callbacks takes a timer', () => {
    expect(warm('/store', 'ta', true).spans.find((span) => span.text.startsWith('🛒'))?.text).toBe('🛒');
    vi.restoreAllMocks();
    performance.clearMarks();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      window.history.replaceState(null, '', '/store');
      document.body.innerHTML = '<div id="root"></div>';
      vi.stubGlobal('requestIdleCallback', undefined);
      for (const listener of loaded(fontWarmupScript({ sizes: [16] }))) listener();
      vi.runAllTimers();
      expect(performance.getEntriesByName('vd:fonts-warm')).toHaveLength(1);
      expect(document.body.children).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is safe inside an inline script, and index.html carries it', () => {
    const script = fontWarmupScript({ sizes: [12], languageNames: { en: 'English', hi: '</script><script>alert(1)</script>', ta: 'தமிழ்\u2028' } });
    expect(script).not.toContain('</');
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029\n]/);
    expect(() => new Function(script)).not.toThrow();
    const offScale = WARM_STYLESHEETS.map((file) => declaredSizes(readFileSync(path.join(HOST, file), 'utf8')));
    expect(firstPaint(HOST).fontWarmup).toBe(`<script>${fontWarmupScript({ sizes: warmSizes(typeScale(TOKENS), ...offScale) })}</script>`);
  });
});
