import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@vd/shared/router';
import type { CategoryNode } from '@vd/shared/session';
import type { CatalogProduct } from '@vd/shared/catalog';
import { ProductCard } from './ProductCard';

const sub: CategoryNode = { id: 'sub', name: 'Milk', available: true, icon: null, imageUrl: null, subCategories: [] };
const product = (over: Partial<CatalogProduct> = {}): CatalogProduct => ({
  productId: 'p1',
  productName: 'Toned Milk',
  productImageUrls: ['http://x/p.svg'],
  mrp: 30,
  netPrice: 27,
  description: null,
  brand: null,
  productAttributes: [],
  categoryId: 'sub',
  categoryPath: [],
  productVariants: [
    { id: 'a', variantId: 'a', variant: '500', unit: 'ml', mrp: 30, netPrice: 27, available: true },
    { id: 'b', variantId: 'b', variant: '1', unit: 'L', mrp: 60, netPrice: 48, available: true },
    { id: 'c', variantId: 'c', variant: '5', unit: 'L', mrp: 300, netPrice: 250, available: false },
  ],
  ...over,
});
const renderCard = (categoryName: string, p = product()) =>
  render(
    <MemoryRouter>
      <ProductCard product={p} categoryName={categoryName} subCategory={sub} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductCard', () => {
  it('asks for a first-row picture first (fetchpriority high) and loads the others lazily', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <ProductCard product={product()} categoryName="Grocery" subCategory={sub} priority />
      </MemoryRouter>,
    );
    const image = () => container.querySelector('img')!;
    expect(image().getAttribute('fetchpriority')).toBe('high');
    expect(image().getAttribute('loading')).toBe('eager');
    rerender(
      <MemoryRouter>
        <ProductCard product={product()} categoryName="Grocery" subCategory={sub} />
      </MemoryRouter>,
    );
    expect(image().getAttribute('fetchpriority')).toBeNull();
    expect(image().getAttribute('loading')).toBe('lazy');
  });

  it('shows price, struck MRP and the Save N% badge outside Dairy', () => {
    renderCard('Grocery');
    expect(screen.getByTestId('price').textContent).toBe('₹27');
    expect(screen.getByTestId('mrp').textContent).toBe('₹30');
    expect(screen.getByTestId('save-badge').textContent).toBe('Save 10%');
    expect(screen.getByRole('link', { name: 'Toned Milk' }).getAttribute('href')).toBe('/product/p1');
  });

  it('never shows the badge in Dairy', () => {
    renderCard('Dairy');
    expect(screen.getByTestId('mrp').textContent).toBe('₹30');
    expect(screen.queryByTestId('save-badge')).toBeNull();
  });

  it('offers only available variants and closes the dropdown after 3 seconds', () => {
    vi.useFakeTimers();
    renderCard('Grocery');
    fireEvent.click(screen.getByRole('button', { name: /Choose size/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['500 ml - ₹27', '1 L - ₹48']);
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByRole('listbox')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('choosing a variant changes the price and badge', () => {
    renderCard('Grocery');
    fireEvent.click(screen.getByRole('button', { name: /Choose size/ }));
    fireEvent.click(screen.getByRole('option', { name: '1 L - ₹48' }));
    expect(screen.getByTestId('price').textContent).toBe('₹48');
    expect(screen.getByTestId('save-badge').textContent).toBe('Save 20%');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('renders nothing without an available variant, and no dropdown with just one', () => {
    const { container } = renderCard(
      'Grocery',
      product({ productVariants: [{ id: 'x', variantId: 'x', variant: '', unit: '', mrp: 1, netPrice: 1, available: false }] }),
    );
    expect(container.querySelector('article')).toBeNull();
    cleanup();
    renderCard('Grocery', product({ productVariants: [{ id: 'x', variantId: 'x', variant: '1', unit: 'kg', mrp: 10, netPrice: 10, available: true }] }));
    expect(screen.queryByRole('button', { name: /Choose size/ })).toBeNull();
    expect(screen.getByText('1 kg')).toBeTruthy();
    expect(screen.queryByTestId('mrp')).toBeNull();
  });
});
