import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './Header';

afterEach(cleanup);

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
