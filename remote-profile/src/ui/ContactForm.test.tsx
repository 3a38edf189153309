import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setVendor, type Vendor } from '@vd/shared/session';
import { DataProvider } from '@vd/shared/data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

const send = vi.hoisted(() => vi.fn());
vi.mock('../lib/data/vendor', async (importOriginal) => ({ ...(await importOriginal<object>()), sendSupportMessage: send }));

beforeEach(() => {
  setVendor({ id: 'v1', name: 'Ramesh Sharma', emailId: 'ramesh@example.in', shopName: 'Sharma General Store' } as unknown as Vendor);
  send.mockReset();
});
afterEach(() => {
  cleanup();
  setVendor(null);
});

const renderForm = (props: Parameters<typeof ContactForm>[0] = {}) =>
  render(
    <DataProvider>
      <ContactForm {...props} />
    </DataProvider>,
  );

describe('ContactForm', () => {
  it("starts from the vendor's name and e-mail", () => {
    renderForm();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ramesh Sharma');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ramesh@example.in');
  });

  it('shows the spec texts on send, clears an error as its field is edited, sends nothing invalid', () => {
    renderForm({ initialValues: { name: '', email: 'x@y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'R' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends trimmed values with the topic, then clears the message and calls onSent', async () => {
    send.mockResolvedValue({ id: 'm1', successMsg: 'ok', createdAt: '' });
    const onSent = vi.fn();
    renderForm({ topic: 'category-request', initialValues: { message: ' Add Stationery ' }, onSent });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Ramesh Sharma', email: 'ramesh@example.in', message: 'Add Stationery', topic: 'category-request' });
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps everything typed when sending fails', async () => {
    send.mockRejectedValue(new Error('down'));
    renderForm({ initialValues: { message: 'Please call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy());
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Please call me');
  });
});
