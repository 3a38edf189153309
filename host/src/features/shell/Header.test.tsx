import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@vd/shared/router';
import { setVendor, type Vendor } from '@vd/shared/session';
import { Avatar, Header, showsOpenNow } from './Header';

afterEach(() => {
  cleanup();
  setVendor(null);
});

const vendor = (extra: Partial<Vendor> = {}) =>
  ({ id: 11, name: 'Ramesh Sharma', shopName: 'Sharma General Store', contactNo: '+919876543210', status: 'Approved', ...extra }) as Vendor;

/** The shop block's lines: each line's text, '' for a blank one kept at its height. */
function shopLines(): string[] {
  const block = screen.getByTestId('header-shop-name').parentElement!;
  return [...block.children].map((line) => (line.textContent === '\u00a0' ? '' : (line.textContent ?? '')));
}

describe("the header's lines under the shop's name", () => {
  it("keeps both lines blank while the vendor's record is not in, so the header does not grow when it comes", async () => {
    render(
      <MemoryRouter initialEntries={['/store']}>
        <Header />
      </MemoryRouter>,
    );
    expect(shopLines()).toEqual(['', '', '']);
    act(() => setVendor(vendor()));
    expect(shopLines()[0]).toBe('Sharma General Store');
    expect(shopLines()[1]).toBe('Ramesh Sharma');
    expect(shopLines()).toHaveLength(3);
    expect((await screen.findByTestId('header-open-now')).textContent).not.toBe('');
    expect(shopLines()).toHaveLength(3);
  });

  it('has no open-now line for a shop that is neither live nor offline, and no owner line when the names are the same', () => {
    expect(showsOpenNow(vendor())).toBe(true);
    expect(showsOpenNow(vendor({ status: 'OutOfStation' }))).toBe(true);
    expect(showsOpenNow(vendor({ status: 'Pending' }))).toBe(false);
    setVendor(vendor({ status: 'Pending', name: 'Sharma General Store' }));
    render(
      <MemoryRouter initialEntries={['/store']}>
        <Header />
      </MemoryRouter>,
    );
    expect(shopLines()).toEqual(['Sharma General Store']);
  });
});

describe('the header avatar', () => {
  it('shows the profile image, and the initial once the image fails to load', () => {
    const { container, rerender } = render(<Avatar src="https://cdn.example/broken.jpg" initial="S" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example/broken.jpg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('S')).toBeTruthy();
    // A new image gets its own try.
    rerender(<Avatar src="https://cdn.example/new.jpg" initial="S" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/new.jpg');
  });
  it('shows the initial without an image', () => {
    render(<Avatar src={null} initial="R" />);
    expect(screen.getByText('R')).toBeTruthy();
  });
});
