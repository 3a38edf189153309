import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

afterEach(cleanup);

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Account Not Found"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Register Now</Button>
          </>
        }
        {...props}
      >
        <p>9876543219 not registered</p>
      </Dialog>
    </>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Account Not Found' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('Esc closes and focus returns to the opener', () => {
    render(<Harness />);
    const opener = openIt();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('traps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const register = screen.getByRole('button', { name: 'Register Now' });
    register.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(register);
  });

  it('closes on backdrop click but not on panel click; honours initialFocusRef', () => {
    function WithRef() {
      const ref = useRef<HTMLInputElement>(null);
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Edit" initialFocusRef={ref}>
          <input ref={ref} aria-label="Name" />
        </Dialog>
      );
    }
    render(<WithRef />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closeOnBackdrop=false keeps it open; alertdialog role', () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Unsaved Changes" role="alertdialog" closeOnBackdrop={false} />);
    fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Unsaved Changes' })).toBeTruthy();
  });
});
