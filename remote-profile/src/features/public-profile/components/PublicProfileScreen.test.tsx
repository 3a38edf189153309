import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DataProvider } from '@vd/shared/data';
import { MemoryRouter, useLocation } from '@vd/shared/router';
import { resetSessionState, setVendor, type Vendor } from '@vd/shared/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PublicProfileScreen from './PublicProfileScreen';

// GET vendor/images, as the API answers it: each photo with its thumbnail.
vi.mock('../../../lib/data/gallery', () => ({
  galleryQuery: () => ({
    queryKey: ['business', 'gallery'],
    queryFn: async () => [
      { id: 'i1', url: 'https://cdn.example/1.svg', thumbnailUrl: 'https://cdn.example/1-thumb.webp' },
      { id: 'i2', url: 'https://cdn.example/2.svg', thumbnailUrl: 'https://cdn.example/2-thumb.webp' },
    ],
  }),
}));

const VENDOR = {
  id: 'v-1',
  name: 'Ramesh Sharma',
  shopName: 'Sharma General Store',
  emailId: 'shop@example.in',
  contactNo: '+919876543210',
  profileImage: 'https://cdn.example/profile.svg',
  address: null,
  addressText: '',
  vendorCategories: [],
  vendorImages: ['https://cdn.example/1.svg', 'https://cdn.example/2.svg'],
  attributeValues: [{ id: '1', name: 'tagline', value: 'Fresh every morning' }],
  rating: null,
  ordersCompleted: 0,
  organicPct: null,
} as unknown as Vendor;

function Url() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

function renderAt(path: string) {
  return render(
    <DataProvider>
      <MemoryRouter initialEntries={[path]}>
        <PublicProfileScreen />
        <Url />
      </MemoryRouter>
    </DataProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the public profile screen', () => {
  it("without a vendor record: 'Vendor data not found.' and 'Go Back', under the 'Shop Profile' title", () => {
    renderAt('/vendor/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Profile' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Vendor data not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('url').textContent).toBe('/store');
  });

  it('shows the signed-in vendor: the shop name as the h1, tagline, image with a fallback when it breaks', () => {
    setVendor(VENDOR);
    renderAt('/vendor/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Sharma General Store' })).toBeTruthy();
    expect(screen.getByText('Fresh every morning')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Sharma General Store shop photo' });
    fireEvent.error(image);
    expect(screen.getByTestId('profile-image').hasAttribute('data-fallback')).toBe(true);
    expect(screen.getByRole('img', { name: 'Sharma General Store shop photo' }).textContent).toBe('SG');
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/store');
  });

  it('six tabs, Overview first; a click, a swipe and the arrow keys change tab and keep it in ?tab=', () => {
    setVendor(VENDOR);
    renderAt('/vendor/profile');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Gallery', 'Categories', 'Business Hours', 'Business Info', 'Locate Us']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Business Hours' }));
    expect(screen.getByTestId('url').textContent).toBe('/vendor/profile?tab=hours');
    expect(screen.getAllByTestId('hours-row')).toHaveLength(7);
    expect(window.scrollTo).toHaveBeenCalled();

    const panel = screen.getByRole('tabpanel');
    fireEvent.touchStart(panel, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(panel, { changedTouches: [{ clientX: 100, clientY: 110 }] });
    expect(screen.getByRole('tab', { name: 'Business Info' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Business Info' }), { key: 'Home' });
    expect(screen.getByTestId('url').textContent).toBe('/vendor/profile');
  });

  it('Gallery: 8 skeletons for the first second, then the thumbnails; the overlay shows the full image, closes with Esc and returns focus', async () => {
    vi.useFakeTimers();
    setVendor(VENDOR);
    renderAt('/vendor/profile?tab=gallery');
    expect(screen.getAllByTestId('gallery-skeleton')).toHaveLength(8);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryAllByTestId('gallery-skeleton')).toHaveLength(0);
    const grid = screen.getAllByTestId('gallery-photo').map((b) => b.querySelector('img')!.getAttribute('src'));
    expect(grid).toEqual(['https://cdn.example/1-thumb.webp', 'https://cdn.example/2-thumb.webp']);
    const opener = screen.getByRole('button', { name: 'Open photo 2 of 2' });
    fireEvent.click(opener);
    const overlay = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(overlay).getByRole('img').getAttribute('src')).toBe('https://cdn.example/2.svg');
    expect(document.activeElement).toBe(within(overlay).getByRole('button', { name: 'Close photo' }));
    fireEvent.keyDown(overlay, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    const again = screen.getByRole('dialog');
    // A swipe on the photo does not change tab (the overlay is portalled, React events still bubble).
    fireEvent.touchStart(again, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(again, { changedTouches: [{ clientX: 50, clientY: 100 }] });
    expect(screen.getByRole('tab', { name: 'Gallery' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(again);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Locate Us without an address: 'Address not available', Directions disabled, Call", () => {
    setVendor(VENDOR);
    renderAt('/vendor/profile?tab=locate');
    expect(screen.getByTestId('location-address').textContent).toBe('Address not available');
    const directions = screen.getByRole('link', { name: 'Directions' });
    expect(directions.getAttribute('aria-disabled')).toBe('true');
    expect(directions.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
  });
});
