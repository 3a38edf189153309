import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryNode } from '../session/types';
import { CategoryTabs, revealBehavior, tabIndexForKey } from './CategoryTabs';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

afterEach(cleanup);

const node = (id: string, name: string, icon: string | null = null): CategoryNode => ({ id, name, icon, available: true, imageUrl: null, subCategories: [] });
const tree = [node('veg', 'Vegetables', '🥕'), node('dairy', 'Dairy'), node('snacks', 'Snacks', '🍪')];

describe('the tab marks', () => {
  it("an icon is drawn as the emoji mark; without one, the name's initial in the text face", () => {
    render(
      <CategoryTabs
        categories={[node('veg', 'Vegetables', '🥕'), node('d', '7 Days Fresh')]}
        activeId="veg"
        panelId="p"
        label="Categories"
        onSelect={() => {}}
      />,
    );
    const icon = screen.getByText('🥕');
    const initial = screen.getByText('7');
    expect(icon.className).not.toBe('');
    expect(initial.className).not.toBe(icon.className);
    expect(initial.className).toContain(icon.className);
  });
});

describe('keeping the active tab in view', () => {
  it('leaves the strip alone on the first render with the first tab active; a later tab at once, a change smoothly', () => {
    expect(revealBehavior(true, 0)).toBeNull();
    expect(revealBehavior(true, 2)).toBe('auto');
    expect(revealBehavior(false, 0)).toBe('smooth');
    expect(revealBehavior(false, 1)).toBe('smooth');
    expect(revealBehavior(true, -1)).toBeNull();
    expect(revealBehavior(false, -1)).toBeNull();
  });

  it('asks for no layout when the first tab opens; scrolls to a restored or newly selected tab in the next frame', async () => {
    const scroll = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scroll;
    try {
      const props = { categories: tree, panelId: 'p', label: 'Categories', onSelect: () => {} };
      const first = render(<CategoryTabs {...props} activeId="veg" />);
      await new Promise((done) => requestAnimationFrame(() => done(null)));
      expect(scroll).not.toHaveBeenCalled();

      first.rerender(<CategoryTabs {...props} activeId="snacks" />);
      expect(scroll).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'center', behavior: 'smooth' }));
      first.unmount();

      scroll.mockClear();
      render(<CategoryTabs {...props} activeId="dairy" />);
      await vi.waitFor(() => expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'center', behavior: 'auto' }));
      expect(scroll.mock.contexts[0]).toBe(screen.getByRole('tab', { name: /Dairy/ }));
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });
});

describe('tabIndexForKey', () => {
  it('moves one step with the arrows, without wrapping; Home and End go to the ends; other keys do nothing', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Enter', 1, 3)).toBe(-1);
    expect(tabIndexForKey('ArrowRight', -1, 0)).toBe(-1);
  });
});

describe('CategoryTabs', () => {
  it('is a named tablist: icon (or first letter) and name, the active tab selected and focusable, controlling the panel', () => {
    render(<CategoryTabs categories={tree} activeId="dairy" panelId="panel" label="Categories" onSelect={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['🥕Vegetables', 'DDairy', '🍪Snacks']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe('panel');
  });

  it('a click or the arrow keys select a category; nothing past the ends', () => {
    const onSelect = vi.fn();
    render(<CategoryTabs categories={tree} activeId="veg" panelId="panel" label="Categories" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: /Snacks/ }));
    expect(onSelect).toHaveBeenLastCalledWith(tree[2]);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith(tree[1]);
    fireEvent.keyDown(list, { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith(tree[2]);
    onSelect.mockClear();
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'Home' });
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('ProductGrid', () => {
  it('one list item per product, in order, with the list name', () => {
    render(
      <ProductGrid
        layout="wide"
        items={[{ productId: 'a' }, { productId: 7 }]}
        label="Products in Dairy"
        renderItem={(x, i) => <span>{`${x.productId}${i}`}</span>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Products in Dairy' });
    expect(Array.from(list.children).map((li) => li.textContent)).toEqual(['a0', '71']);
  });

  it('the placeholder: count grey cards with their test ids and lines, hidden from screen readers', () => {
    render(<ProductGridSkeleton layout="rail" count={8} testId="product-skeletons" cardTestId="product-skeleton" lines={[{ height: 14 }, { height: 30 }]} />);
    const list = screen.getByTestId('product-skeletons');
    expect(list.getAttribute('aria-hidden')).toBe('true');
    const cards = screen.getAllByTestId('product-skeleton');
    expect(cards).toHaveLength(8);
    // The picture and two lines.
    expect(cards[0]?.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  });
});
