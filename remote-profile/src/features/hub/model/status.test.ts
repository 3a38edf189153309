import { ApiError } from '@vd/shared/api';
import { describe, expect, it } from 'vitest';
import { initialOf, shopSwitchView, statusConflictText, statusFailure, statusSuccessToast } from './status';

describe('the Online Status switch (spec 4 "Shop status")', () => {
  it('Approved shows live and switches offline; OutOfStation shows offline and switches live', () => {
    expect(shopSwitchView('Approved')).toEqual({ live: true, disabled: false, target: 'OutOfStation' });
    expect(shopSwitchView('OutOfStation')).toEqual({ live: false, disabled: false, target: 'Approved' });
  });
  it('any other status disables it', () => {
    for (const s of ['Suspended', 'Pending', '', null]) expect(shopSwitchView(s)).toMatchObject({ disabled: true, target: null, live: false });
  });
  it('toasts the spec text of the new status', () => {
    expect(statusSuccessToast('Approved')).toBe('nowLive');
    expect(statusSuccessToast('OutOfStation')).toBe('nowOffline');
  });
  it('a refusal from the server is "Failed to update status." (or its message); anything else "An error occurred…"', () => {
    expect(statusFailure(new ApiError({ status: 409, userMessage: 'The shop status is Suspended…' }))).toEqual({
      key: 'statusFailed',
      serverMessage: 'The shop status is Suspended…',
    });
    expect(statusFailure(new ApiError({ status: 500, userMessage: 'boom' }))).toEqual({ key: 'statusFailed', serverMessage: null });
    expect(statusFailure(new ApiError({ status: null, userMessage: 'No Internet Connection' }))).toEqual({
      key: 'statusError',
      serverMessage: 'No Internet Connection',
    });
    expect(statusFailure(new TypeError('x'))).toEqual({ key: 'statusError', serverMessage: null });
  });
});

describe('a kept status change that could not be applied', () => {
  it('says the status was changed on another device, or gives the server’s reason', () => {
    expect(statusConflictText({ status: 409, code: 'SHOP_STATUS_CHANGED', message: 'Changed elsewhere' })).toBe(
      'The status of the shop was changed on another device after this change was made.',
    );
    expect(statusConflictText({ status: 409, code: 'INVALID_STATUS', message: 'The shop status is Suspended.' })).toBe(
      'Your change was refused: The shop status is Suspended.',
    );
  });
});

describe('the avatar initial', () => {
  it('is the first letter of the shop name, else the owner, else ?', () => {
    expect(initialOf('sharma General Store', 'Ramesh')).toBe('S');
    expect(initialOf('', 'Ramesh')).toBe('R');
    expect(initialOf(null, undefined)).toBe('?');
  });
});
