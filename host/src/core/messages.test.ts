import { describe, expect, it } from 'vitest';
import { ICU_SYNTAX } from '@vd/shared/i18n';
import { messages, t } from './messages';
import { shellMessages } from '../features/shell/messages';
import { t as otpT } from '../features/auth/otpMessages';
import hi from '../locales/hi';
import ta from '../locales/ta';

describe('host messages', () => {
  it('fills placeholders and keeps the spec texts', () => {
    expect(t('notRegistered', { phone: '9000012345' })).toBe('9000012345 not registered');
    expect(t('installTitle', { product: 'Vendor Dashboard' })).toBe('Install Vendor Dashboard');
    expect(shellMessages.offline).toBe('You are offline. Some features may not work properly.');
    expect(messages.phoneTitleMobile).toBe('Enter your phone number');
    expect(messages.phoneTitleDesktop).toBe('Login to your Account');
    expect(otpT('resendIn', {})).toBe('Resend code in {seconds}s');
    expect(otpT('resendIn', { seconds: 7 })).toBe('Resend code in 7s');
  });

  it("keeps the login page's texts apart from those after it, without ICU syntax in Hindi and Tamil, so the login page needs no ICU formatter", () => {
    expect(Object.keys(hi)).toEqual(['host']);
    expect(Object.keys(ta)).toEqual(['host']);
    for (const text of [...Object.values(hi.host), ...Object.values(ta.host)]) expect(ICU_SYNTAX.test(text), text).toBe(false);
    expect(Object.keys(messages)).not.toContain('pendingOrders');
    expect(Object.keys(messages)).not.toContain('resendIn');
  });
});
