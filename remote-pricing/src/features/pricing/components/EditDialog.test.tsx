import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, variant } from '../model/testProducts';
import { EditDialog } from './EditDialog';

afterEach(cleanup);

const onion = product('p1', 'Onion', [variant('a', { mrp: 50, netPrice: 45 }), variant('b', { mrp: 90, netPrice: 80, unit: 'g', variant: '500' })]);

function open() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<EditDialog product={onion} onSave={onSave} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Onion' });
  const group = within(dialog).getByRole('group', { name: 'Size 1 kg' });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  return { dialog, group, save, onSave, onClose };
}

describe('the edit dialog', () => {
  it('Save is disabled until something changes; editing MRP sets the selling price', () => {
    const { group, save } = open();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(group).getByLabelText('MRP'), { target: { value: '60' } });
    expect((within(group).getByLabelText('Selling Price') as HTMLInputElement).value).toBe('60');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('a selling price above MRP is refused with a clear message and nothing is saved', () => {
    const { dialog, group, save, onSave } = open();
    fireEvent.change(within(group).getByLabelText('Selling Price'), { target: { value: '55' } });
    expect(within(dialog).getByText('Selling Price cannot be more than MRP.')).toBeTruthy();
    fireEvent.click(save);
    expect(within(dialog).getByText('Please fix the highlighted prices before saving.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a negative price keeps what was typed and says why', () => {
    const { dialog, group } = open();
    const mrp = within(group).getByLabelText('MRP') as HTMLInputElement;
    fireEvent.focus(mrp);
    fireEvent.change(mrp, { target: { value: '-5' } });
    fireEvent.blur(mrp);
    expect(mrp.value).toBe('-5');
    expect(within(dialog).getByText('A price cannot be negative.')).toBeTruthy();
  });

  it('Disable All then Save records every variant unavailable', () => {
    const { dialog, save, onSave, onClose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable All' }));
    for (const s of within(dialog).getAllByRole('switch')) expect((s as HTMLInputElement).checked).toBe(false);
    fireEvent.click(save);
    expect(onSave.mock.calls[0]?.[0].productVariants.map((v: { available: boolean }) => v.available)).toEqual([false, false]);
    expect(onClose).toHaveBeenCalled();
  });

  it('an emptied price becomes 0 on blur', () => {
    const { group } = open();
    const net = within(group).getByLabelText('Selling Price') as HTMLInputElement;
    fireEvent.focus(net);
    fireEvent.change(net, { target: { value: '' } });
    fireEvent.blur(net);
    expect(net.value).toBe('0');
  });
});
