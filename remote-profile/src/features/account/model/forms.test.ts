import { ApiError, isApiError } from '@vd/shared/api';
import type { Vendor } from '@vd/shared/session';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  orderSettingsFrom,
  orderSettingsRequests,
  profileFieldsFrom,
  profileRequest,
  sanitizeContactInput,
  saveFailureText,
  shopProfileFrom,
  shopProfileRequest,
} from './forms';

const vendor = {
  name: 'Ramesh Sharma',
  emailId: null,
  alternateContact: '+919811122334',
  deliveryRadius: 5,
  attributeValues: [
    { id: 'a1', name: 'isExpressDelivery', value: 'true' },
    { id: 'a2', name: 'tagline', value: 'Since 2008' },
    { id: 'a3', name: 'facebook', value: 'https://facebook.com/sharma' },
  ],
} as unknown as Vendor;

describe('/profile/edit mapping', () => {
  it('starts from the vendor: alternate contact without +91, missing e-mail empty', () => {
    expect(profileFieldsFrom(vendor)).toEqual({ name: 'Ramesh Sharma', emailId: '', alternateContact: '9811122334' });
  });
  it('sends trimmed values', () => {
    expect(profileRequest({ name: ' Ramesh ', emailId: ' r@x.in ', alternateContact: '98111 22334' })).toEqual({
      name: 'Ramesh',
      emailId: 'r@x.in',
      alternateContact: '9811122334',
    });
  });
  it('keeps only digits, at most 10, as the number is typed', () => {
    expect(sanitizeContactInput('+91 98111-22334')).toBe('9198111223');
    expect(sanitizeContactInput('98a11')).toBe('9811');
  });
});

describe('/profile/settings mapping (decision 0025)', () => {
  it('reads radius, Express and delivery minutes (missing boolean = false)', () => {
    expect(orderSettingsFrom(vendor)).toEqual({ deliveryRadius: '5', isExpressDelivery: true, deliveryMinutes: '' });
    expect(orderSettingsFrom({ deliveryRadius: null, attributeValues: [] } as unknown as Vendor)).toEqual({
      deliveryRadius: '',
      isExpressDelivery: false,
      deliveryMinutes: '',
    });
  });
  it('writes the radius to the vendor and the rest as attributes with their ids', () => {
    expect(orderSettingsRequests({ deliveryRadius: '7.5', isExpressDelivery: false, deliveryMinutes: '20 - 35' }, vendor)).toEqual({
      vendor: { deliveryRadius: 7.5 },
      attributes: [
        { id: 'a1', name: 'isExpressDelivery', value: 'false' },
        { id: '', name: 'delivery_minutes', value: '20-35' },
      ],
    });
    expect(orderSettingsRequests({ deliveryRadius: ' ', isExpressDelivery: true, deliveryMinutes: '' }, vendor).vendor).toEqual({ deliveryRadius: null });
  });
});

describe('shop profile mapping', () => {
  it('reads the six attributes, missing ones empty, and writes them all back trimmed', () => {
    const values = shopProfileFrom(vendor);
    expect(values).toEqual({ tagline: 'Since 2008', aboutUs: '', website: '', youtube: '', facebook: 'https://facebook.com/sharma', instagram: '' });
    const rows = shopProfileRequest({ ...values, website: ' https://sharma.in ' }, vendor);
    expect(rows.map((r) => r.name)).toEqual(['tagline', 'aboutUs', 'website', 'youtube', 'facebook', 'instagram']);
    expect(rows.find((r) => r.name === 'website')).toEqual({ id: '', name: 'website', value: 'https://sharma.in' });
    expect(rows.find((r) => r.name === 'tagline')?.id).toBe('a2');
  });
  it('lists the changed fields', () => {
    expect(changedFields({ a: '1', b: '2' }, { a: '1', b: '3' })).toEqual(['b']);
  });
});

describe('save failure texts (spec 8)', () => {
  const texts = { failed: 'Failed to update profile.', errored: 'An error occurred while updating profile.' };
  it('the server message, else the failure text; a non-call error the error text', () => {
    expect(saveFailureText(new ApiError({ status: 400, userMessage: 'Name is required' }), texts, isApiError)).toBe('Name is required');
    expect(saveFailureText(new ApiError({ status: 500 }), texts, isApiError)).toBe('Failed to update profile.');
    expect(saveFailureText(new Error('x'), texts, isApiError)).toBe('An error occurred while updating profile.');
  });
});
