import { describe, expect, it } from 'vitest';
import { messages, t } from './messages';

describe('host messages', () => {
  it('fills placeholders and keeps the spec texts', () => {
    expect(t('notRegistered', { phone: '9000012345' })).toBe('9000012345 not registered');
    expect(t('installTitle', { product: 'Vendor Dashboard' })).toBe('Install Vendor Dashboard');
    expect(messages.offline).toBe('You are offline. Some features may not work properly.');
    expect(messages.phoneTitleMobile).toBe('Enter your phone number');
    expect(messages.phoneTitleDesktop).toBe('Login to your Account');
    expect(t('resendIn', {})).toBe('Resend code in {seconds}s');
    expect(t('resendIn', { seconds: 7 })).toBe('Resend code in 7s');
  });
});
