/**
 * Every screen of the route table (shared/src/contract/routes.ts), with how to open it and how to
 * tell it is shown, whatever the page's language: the accessibility suite (a11y.spec.ts) and the
 * language walk (i18n.spec.ts) visit them all. `routeTablePaths()` reads the table itself, so a
 * screen added there and not here fails both suites' coverage check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './helpers';

export interface Screen {
  /** The route table's path pattern this screen shows. */
  route: string;
  /** What a report calls it: the path, with the tab or the dialog where there is one. */
  name: string;
  /** Whether the vendor edits data there (the language walk's "every editor"). */
  editor?: true;
  /** Opens the screen and waits until it is shown. */
  open(page: Page): Promise<void>;
}

const heading = (page: Page) => page.locator('[data-area] h1').first();

/** A screen reached by its path, shown once `ready` is visible. */
const at = (route: string, ready: (page: Page) => ReturnType<Page['locator']> = heading, extra: Partial<Screen> = {}): Screen => ({
  route,
  name: route,
  ...extra,
  async open(page) {
    await page.goto(route);
    await expect(ready(page)).toBeVisible();
  },
});

/** The public profile's six tabs, each by its address (decision 0036). */
export const PUBLIC_PROFILE_TABS = ['overview', 'gallery', 'categories', 'hours', 'info', 'locate'] as const;

export const POLICY_PATHS = ['/terms', '/privacy', '/return-policy', '/refund-policy', '/shipping-policy'] as const;

/** The editors of the profile area (the hub's entries that save something). */
export const EDITOR_PATHS = [
  '/profile/edit',
  '/profile/business/edit',
  '/profile/settings',
  '/profile/shop/edit',
  '/profile/categories/edit',
  '/profile/media/edit',
  '/address',
] as const;

/** The screens behind the sign-in, in the order a walk visits them. */
export const SIGNED_IN_SCREENS: readonly Screen[] = [
  at('/', (page) => page.getByTestId('order-card').first()),
  {
    route: '/orders/:orderId',
    name: '/orders/:orderId',
    async open(page) {
      await page.goto('/');
      await page.getByTestId('order-card').first().click();
      await expect(page).toHaveURL(/\/orders\/[^/]+$/);
      await expect(page.getByTestId('order-detail')).toBeVisible();
    },
  },
  at('/store', (page) => page.getByTestId('product-card').first()),
  at('/store/categories', (page) => page.getByTestId('category-tile').first()),
  {
    route: '/product/:productId',
    name: '/product/:productId',
    async open(page) {
      await page.goto('/store');
      await page.getByTestId('product-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(page.getByTestId('price-block')).toBeVisible();
    },
  },
  at('/product/pricing', (page) => page.getByTestId('pricing-card').first()),
  at('/profile', (page) => page.getByTestId('profile-hub')),
  ...EDITOR_PATHS.map((route) => at(route, heading, { editor: true as const })),
  at('/profile/social'),
  at('/profile/contact'),
  at('/profile/staff', (page) => page.getByTestId('staff-add-card')),
  ...PUBLIC_PROFILE_TABS.map(
    (tab): Screen => ({
      route: '/vendor/profile',
      name: `/vendor/profile?tab=${tab}`,
      async open(page) {
        await page.goto(`/vendor/profile?tab=${tab}`);
        await expect(page.getByTestId('public-profile')).toBeVisible();
        await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
        await expect(page.getByRole('tabpanel')).toBeVisible();
      },
    }),
  ),
];

/** The policy pages (public: no sign-in needed, shown the same signed in). */
export const POLICY_SCREENS: readonly Screen[] = POLICY_PATHS.map((route) => at(route));

/** Every path of the route table, read from its source. */
export function routeTablePaths(): string[] {
  const source = readFileSync(path.join(ROOT, 'shared', 'src', 'contract', 'routes.ts'), 'utf8');
  const table = source.slice(source.indexOf('const TABLE'), source.indexOf('] as const'));
  return [...table.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
}

/** The screen has settled: its data is in, no skeleton or spinner is left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}
