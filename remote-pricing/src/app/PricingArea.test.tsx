import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, ROUTES } from '@vd/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingArea, SCREENS } from './PricingArea';

vi.stubGlobal('__RELEASE_ID__', 'test-release');
afterEach(cleanup);

describe('the pricing area', () => {
  it('takes its screens from the shared route table', () => {
    expect(SCREENS.map((s) => s.pattern)).toEqual(ROUTES.filter((route) => route.area === 'pricing').map((route) => route.path));
  });

  it('/product/pricing shows the Pricing title', () => {
    render(
      <MemoryRouter initialEntries={['/product/pricing']}>
        <PricingArea area="pricing" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
  });
});
