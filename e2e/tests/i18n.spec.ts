/**
 * The dashboard in Hindi and Tamil (issues 14 and 21, "How it is checked"): pick the language on
 * /login, sign in, walk every screen (each editor, /address, every public-profile tab and every
 * policy page included), and find no English left on any of them (other than data the API sent
 * and the acronyms and brand names docs/i18n.md allows); reload and keep the language; sign in on a fresh browser context and get the language back from
 * the account. Runs in the `editors` project (it writes the account's language), on the offline demo
 * vendor (see i18n-helpers.ts), and puts English back on the account after every test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ROOT, VIEWPORTS } from './helpers';
import {
  ALLOWED_LATIN,
  accountLanguage,
  type DataWatch,
  expectNoEnglish,
  type Language,
  pickLanguageOnLogin,
  setAccountLanguage,
  signInOnScreens,
  watchData,
} from './i18n-helpers';
import { POLICY_SCREENS, routeTablePaths, SIGNED_IN_SCREENS } from './screens-helpers';

const htmlLang = (page: Page) => page.locator('html');

/**
 * Every screen of the route table, each checked for English left: orders, an order, the store, its
 * categories, a product, pricing, the profile, every editor, /address, Social Media, Contact
 * Support, every tab of the public profile and every policy page (screens-helpers.ts).
 */
async function walk(page: Page, data: DataWatch, language: Language, where: string): Promise<void> {
  for (const screen of [...SIGNED_IN_SCREENS, ...POLICY_SCREENS]) {
    await screen.open(page);
    await expect(htmlLang(page)).toHaveAttribute('lang', language);
    await expectNoEnglish(page, data, `${screen.name} at ${where}`);
    // Looked at for clipped buttons and overflow (docs/i18n.md): test-results/i18n-shots/.
    const slug = screen.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'orders';
    await page.screenshot({ path: `test-results/i18n-shots/${language}-${where.replace(' px', '')}-${slug}.png`, fullPage: true });
  }
  await page.goto('/profile');
  await expect(page.getByTestId('profile-hub')).toBeVisible();
}

/** A new browser, as on a new phone: nothing in its storage. */
async function freshPage(browser: Browser, viewport: { width: number; height: number }) {
  const { baseURL, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, hasTouch, viewport, serviceWorkers: 'block' });
  return { context, page: await context.newPage(), data: watchData(context) };
}

test.describe('the dashboard in the vendor’s language', () => {
  // Walking every screen takes longer than one screen's test.
  test.setTimeout(240_000);

  test.afterEach(async () => {
    await setAccountLanguage('en');
  });

  test('the walk covers every path of the route table', () => {
    const covered = new Set([...SIGNED_IN_SCREENS, ...POLICY_SCREENS].map((screen) => screen.route));
    expect(routeTablePaths().filter((route) => !covered.has(route))).toEqual([]);
  });

  test('the words allowed in Latin letters are the ones docs/i18n.md lists', () => {
    const docs = readFileSync(path.join(ROOT, 'docs', 'i18n.md'), 'utf8');
    const rule = docs.slice(docs.indexOf('Latin letters only for'), docs.indexOf('The e2e test looks for'));
    for (const word of ALLOWED_LATIN) expect(rule, `"${word}" in docs/i18n.md`).toMatch(new RegExp(`\\b${word}\\b`));
  });

  const runs: Array<{ language: Language; name: string; viewport: (typeof VIEWPORTS)[number] }> = [
    ...VIEWPORTS.map((viewport) => ({ language: 'hi' as const, name: 'हिन्दी', viewport })),
    ...VIEWPORTS.map((viewport) => ({ language: 'ta' as const, name: 'தமிழ்', viewport })),
  ];

  for (const { language, name, viewport } of runs) {
    test(`${name} at ${viewport.name} px: picked on /login, every screen in it, kept on reload, back from the account on a new browser`, async ({
      browser,
    }) => {
      const size = { width: viewport.width, height: viewport.height };
      const where = `${viewport.name} px`;
      expect(await accountLanguage()).not.toBe(language);

      // 1. On /login, in English: pick the language.
      const first = await freshPage(browser, size);
      try {
        await first.page.goto('/login');
        await expect(htmlLang(first.page)).toHaveAttribute('lang', 'en');
        await pickLanguageOnLogin(first.page, language);
        await expectNoEnglish(first.page, first.data, `/login at ${where}`);

        // 2. Sign in: the dashboard opens in it, and the choice goes to the account.
        await signInOnScreens(first.page);
        await expect(htmlLang(first.page)).toHaveAttribute('lang', language);
        await expect.poll(accountLanguage).toBe(language);

        // 3. Every screen in it.
        await walk(first.page, first.data, language, where);

        // 4. Reload: still in it.
        await first.page.reload();
        await expect(first.page.getByTestId('profile-hub')).toBeVisible();
        await expect(htmlLang(first.page)).toHaveAttribute('lang', language);
        await expectNoEnglish(first.page, first.data, `the profile after a reload at ${where}`);
      } finally {
        await first.context.close();
      }

      // 5. A new browser (nothing on the device): English on /login, the account's language after sign-in.
      const second = await freshPage(browser, size);
      try {
        await second.page.goto('/login');
        await expect(htmlLang(second.page)).toHaveAttribute('lang', 'en');
        await signInOnScreens(second.page);
        await expect(htmlLang(second.page)).toHaveAttribute('lang', language);
        await expectNoEnglish(second.page, second.data, `the store on a new browser at ${where}`);
      } finally {
        await second.context.close();
      }
    });
  }
});
