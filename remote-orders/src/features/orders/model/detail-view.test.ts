import { describe, expect, it } from 'vitest';
import { ApiError } from '@vd/shared/api';
import type { Address } from '@vd/shared/session';
import { actionButtonVariant, backDestination, deliveryAddressText, isOrderNotFound, orderFromNavigation, statusChangeFailure } from './detail-view';
import { mergeOrderPages } from './paging';

describe('order detail decisions', () => {
  it('unknown (404) and malformed (400) ids are not found; a server or network failure is not', () => {
    expect(isOrderNotFound(new ApiError({ status: 404 }))).toBe(true);
    expect(isOrderNotFound(new ApiError({ status: 400 }))).toBe(true);
    expect(isOrderNotFound(new ApiError({ status: 500 }))).toBe(false);
    expect(isOrderNotFound(new ApiError({ status: null, code: 'NETWORK_ERROR' }))).toBe(false);
    expect(isOrderNotFound(null)).toBe(false);
  });

  it('a failed action: a conflict shows the order as it is, a 404 says it is gone, anything else keeps the dialog to retry', () => {
    expect(statusChangeFailure(new ApiError({ status: 409, code: 'ORDER_CHANGED' }))).toBe('changed');
    expect(statusChangeFailure(new ApiError({ status: 409, code: 'TRANSITION_NOT_ALLOWED' }))).toBe('changed');
    expect(statusChangeFailure(new ApiError({ status: 404, code: 'NOT_FOUND' }))).toBe('gone');
    expect(statusChangeFailure(new ApiError({ status: null, code: 'NETWORK_ERROR' }))).toBe('retry');
    expect(statusChangeFailure(new ApiError({ status: 500 }))).toBe('retry');
  });

  it("takes the tapped card's copy only for the same order", () => {
    const order = { orderId: 'a' };
    expect(orderFromNavigation({ order }, 'a')).toBe(order);
    expect(orderFromNavigation({ order }, 'b')).toBeUndefined();
    expect(orderFromNavigation(null, 'a')).toBeUndefined();
    expect(orderFromNavigation('junk', 'a')).toBeUndefined();
  });

  it('Back: one screen back inside the app; to the list from a deep link or reload', () => {
    expect(backDestination('k1', 3)).toBe(-1);
    expect(backDestination('default', 3)).toBe('/');
    expect(backDestination('k1', 1)).toBe('/');
  });

  it('the delivery address as one line', () => {
    expect(deliveryAddressText('14, Lodhi Colony')).toBe('14, Lodhi Colony');
    expect(deliveryAddressText(null)).toBeNull();
    expect(deliveryAddressText(undefined)).toBeNull();
    const address = { addressLineOne: '14 MG Road', addressLineTwo: '', city: 'Pune', pinCode: '411001' } as Address;
    expect(deliveryAddressText(address)).toBe('14 MG Road, Pune, 411001');
  });

  it('button emphasis: Cancel is danger, Delivered primary, Paid primary only when Delivered is not offered', () => {
    const all = ['delivered', 'paid', 'reschedule', 'cancel'] as const;
    expect(all.map((a) => actionButtonVariant(a, all))).toEqual(['primary', 'secondary', 'secondary', 'danger']);
    expect(actionButtonVariant('paid', ['paid'])).toBe('primary');
  });
});

describe('mergeOrderPages', () => {
  it('every loaded page, newest first, each order once', () => {
    const o = (orderId: string, orderDate: string) => ({ orderId, orderDate });
    const pages = [{ orders: [o('b', '2025-01-02'), o('a', '2025-01-01')] }, { orders: [o('a', '2025-01-01'), o('c', '2025-01-03')] }];
    expect(mergeOrderPages(pages).map((x) => x.orderId)).toEqual(['c', 'b', 'a']);
    expect(mergeOrderPages([])).toEqual([]);
  });
});
