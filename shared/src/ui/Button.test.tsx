import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Button', () => {
  it('is a type=button with the variant class and handles clicks', () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toMatch(/secondary/);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading: busy, disabled, spinner hidden from AT, optional loading text', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('forwards ref and submit type', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        type="submit"
        ref={(el) => {
          node = el;
        }}
      >
        Go
      </Button>,
    );
    expect(node).not.toBeNull();
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });
});

describe('Spinner / Skeleton', () => {
  it('Spinner announces its label; decorative when label is null', () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    cleanup();
    render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container).toBeTruthy();
  });

  it('Skeleton is aria-hidden with the given size', () => {
    const { container } = render(<Skeleton width={120} height={20} radius="50%" />);
    const el = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.style.width).toBe('120px');
    expect(el.style.borderRadius).toBe('50%');
  });
});

describe('EmptyState / ErrorState', () => {
  it('EmptyState shows title, description and action', () => {
    render(<EmptyState title="No orders found" description="Nothing here yet." action={<Button>View pending orders</Button>} />);
    expect(screen.getByRole('heading', { name: 'No orders found' })).toBeTruthy();
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View pending orders' })).toBeTruthy();
  });

  it('ErrorState is an alert with a Retry button', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="No Internet Connection" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No Internet Connection');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState without onRetry has no button', () => {
    render(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
