/**
 * Accessibility (issue 21): axe-core, WCAG 2.1 A and AA, over every screen of the route table, the
 * sign-in screens and the pricing edit dialog, in English, Hindi and Tamil, at 360 and 1280 px. Any
 * violation fails, with one line per rule and element. Only reads: signed in (stored tokens) as the
 * offline demo vendor, whose data the `editors` project changes only after this suite (the suite
 * runs in the `mobile` project). Its tests run in parallel: each one walks every screen once.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, VIEWPORTS } from './helpers';
import { POLICY_SCREENS, routeTablePaths, SIGNED_IN_SCREENS, settle } from './screens-helpers';
import { signInByApi } from './store-helpers';

const LANGUAGES = ['en', 'hi', 'ta'] as const;
type Language = (typeof LANGUAGES)[number];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Heading order is axe's best practice, not a WCAG tag; the issue names it, so it runs too. */
const EXTRA_RULES = { 'heading-order': { enabled: true } };
const SHOP_NAME = 'Iyer Fresh Mart';

/** One line per violated rule and element: where, which rule, what axe says, which element. */
async function violations(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const { violations: found } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(TAGS).analyze();
  return found.flatMap((v) =>
    v.nodes.map(
      (node) => `${where}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n\s*/g, ' ') ?? ''}`,
    ),
  );
}

/** The device's language, chosen before any page loads (what the switch stores). */
async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('vd.locale', value), language);
}

function expectNone(found: string[]): void {
  expect(found, `axe (WCAG 2.1 AA) found ${found.length} problem(s):\n${found.join('\n')}`).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

test('the suite covers every path of the route table', () => {
  const covered = new Set([...SIGNED_IN_SCREENS, ...POLICY_SCREENS].map((screen) => screen.route));
  expect(routeTablePaths().filter((route) => !covered.has(route))).toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of LANGUAGES) {
      test(`${language}: every screen signed in, the pricing edit dialog and the policy pages`, async ({ page }) => {
        // A walk of every screen: its time grows with the screens (~5 s each with axe on a slow
        // 2-core machine, two walks at once: ~180 s, which a flat 120 s no longer covered).
        test.setTimeout(12_000 * (SIGNED_IN_SCREENS.length + POLICY_SCREENS.length));
        await useLanguage(page, language);
        await signInByApi(page, DEMO.offline);
        const found: string[] = [];
        for (const screen of SIGNED_IN_SCREENS) {
          await screen.open(page);
          await expect(page.getByTestId('header-shop-name')).toHaveText(SHOP_NAME);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          found.push(...(await violations(page, screen.name)));
          if (screen.route === '/product/pricing') {
            await page.getByTestId('pricing-card').first().getByRole('button').first().click();
            const dialog = page.getByRole('dialog');
            await expect(dialog).toBeVisible();
            found.push(...(await violations(page, `${screen.name}, the edit dialog`)));
            await page.keyboard.press('Escape');
            await expect(dialog).toHaveCount(0);
          }
        }
        for (const screen of POLICY_SCREENS) {
          await screen.open(page);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          found.push(...(await violations(page, screen.name)));
        }
        expectNone(found);
      });

      test(`${language}: the sign-in screens`, async ({ page }) => {
        await useLanguage(page, language);
        await page.goto('/login');
        await expect(page.locator('#phone')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const found = await violations(page, '/login');
        // The send is answered here (as the API answers it): only the OTP screen is wanted, and the
        // API's per-number limits stay with the suites that test them.
        await page.route('**/auth/otp/send**', (route) =>
          route.fulfill({ json: { successMsg: 'OTP sent successfully', expiresInSeconds: 300, resendAfterSeconds: 30 } }),
        );
        await page.locator('#phone').fill(DEMO.pending);
        await page.locator('#phone').press('Enter');
        await expect(page).toHaveURL(/\/auth\/otp$/);
        await expect(page.locator('#otp')).toBeVisible();
        found.push(...(await violations(page, '/auth/otp')));
        expectNone(found);
      });
    }
  });
}
