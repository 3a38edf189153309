import { cleanup, render, screen } from '@testing-library/react';
import { ROUTES } from '@vd/shared/contract';
import { MemoryRouter } from '@vd/shared/router';
import { loadApiClient } from '@vd/shared/api';
import { DataProvider, QueryClient } from '@vd/shared/data';
import { pricingKeys } from '../features/pricing/api/pricing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingArea, SCREENS } from './PricingArea';

vi.stubGlobal('__RELEASE_ID__', 'test-release');
afterEach(cleanup);

const tree = [
  {
    id: 'c1',
    name: 'Grocery',
    available: true,
    icon: '🌾',
    subCategories: [{ id: 'c1a', name: 'Rice', available: true, subCategories: [{ id: 'leaf', name: 'Basmati', available: true, subCategories: [] }] }],
  },
];

function renderArea(products: unknown[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(pricingKeys.categories(), tree);
  if (products) client.setQueryData(pricingKeys.products('leaf'), products);
  render(
    <DataProvider client={client}>
      <MemoryRouter initialEntries={['/product/pricing']}>
        <PricingArea area="pricing" />
      </MemoryRouter>
    </DataProvider>,
  );
}

describe('the pricing area', () => {
  it('takes its screens from the shared route table', () => {
    expect(SCREENS.map((s) => s.pattern)).toEqual(ROUTES.filter((route) => route.area === 'pricing').map((route) => route.path));
  });

  it('opens on the first category, its first sub-category and sub-sub-category, with the spec search box', async () => {
    renderArea([
      {
        productId: 'p1',
        productName: 'India Gate Basmati',
        productImageUrls: [],
        productAttributes: [],
        productVariants: [{ id: 'v1', variantId: 'v1', variant: '1', unit: 'kg', mrp: 220, netPrice: 199, available: true, updatedAt: 't' }],
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Products & Prices' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Grocery/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rice' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Basmati' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByPlaceholderText('Search products in this category...')).toBeTruthy();
    expect(await screen.findByText('India Gate Basmati')).toBeTruthy();
  });

  it('shows 6 placeholders while the products load', async () => {
    // The products request never answers.
    vi.spyOn(await loadApiClient(), 'request').mockReturnValue(new Promise(() => undefined));
    renderArea(undefined);
    expect(screen.getAllByTestId('pricing-skeleton')).toHaveLength(6);
  });
});
