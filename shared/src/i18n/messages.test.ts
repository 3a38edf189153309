import { describe, expect, it } from 'vitest';
import { defineMessages, formatMessage, makeTranslator } from '@vd/contract/i18n';
import { sharedMessages } from './messages';

describe('formatMessage', () => {
  it('replaces {phone} placeholders', () => {
    expect(formatMessage(sharedMessages.registrationUnderProcess, { phone: '9876500000' })).toBe(
      'Your registration is under process! Contact administrator @9876500000',
    );
  });

  it('replaces several placeholders and numbers, leaves unknown ones visible', () => {
    expect(formatMessage('{a} and {b} of {c}', { a: 'one', b: 2 })).toBe('one and 2 of {c}');
  });

  it('returns the template when no values are given', () => {
    expect(formatMessage('Install {product}')).toBe('Install {product}');
  });
});

describe('defineMessages', () => {
  it('reads the English texts while English is the language', () => {
    const m = defineMessages('test.hello', { hello: 'Hello {name}' });
    expect(m.hello).toBe('Hello {name}');
    expect(Object.keys(m)).toEqual(['hello']);
  });
});

describe('sharedMessages', () => {
  it('keeps the spec spellings word for word', () => {
    expect(sharedMessages.internalServerError).toBe('Internal sever error');
    expect(sharedMessages.sendOtpFailed).toBe('Failed to send Otp. Please try again.');
    expect(sharedMessages.invalidOtp).toBe('Invalid OTP! Please try again');
    expect(sharedMessages.offline).toBe('You are offline. Some features may not work properly.');
    expect(sharedMessages.installFallback).toBe('For a smoother experience, install the app anytime from your browser settings.');
  });
});

describe('makeTranslator', () => {
  const messages = defineMessages('test.translator', { title: 'Orders Management', moreItems: '+{count} more', notRegistered: '{phone} not registered' });
  const t = makeTranslator(messages);

  it('returns the text of a key, word for word', () => {
    expect(t('title')).toBe('Orders Management');
  });

  it('fills placeholders the way formatMessage does, leaving a missing one visible', () => {
    expect(t('moreItems', { count: 3 })).toBe('+3 more');
    expect(t('notRegistered', { phone: '9000012345' })).toBe('9000012345 not registered');
    expect(t('moreItems')).toBe('+{count} more');
  });
});
