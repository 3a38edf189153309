import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@vd/contract/i18n';
import { sharedMessages } from '../i18n/messages';
import { sharedLocaleBundles } from '../i18n/sharedLocales';
import hiLogin from '../i18n/locales/hi';
import hiAfterLogin from '../i18n/locales/hi/after-login';
import taLogin from '../i18n/locales/ta';
import taAfterLogin from '../i18n/locales/ta/after-login';
import { TRANSLATED_SERVER_ERROR_CODES } from './messages';
import { ApiError, CLIENT_ERROR_CODES, getErrorMessage, localizedErrorMessage } from './errors';

// The host registers @vd/shared's language modules (both, in the same module); here the test does.
void sharedLocaleBundles;
const hi = { ...hiLogin, ...hiAfterLogin };
const ta = { ...taLogin, ...taAfterLogin };

const serverError = (code: string, message: string, extra: Partial<{ status: number; retryAfterSeconds: number }> = {}) =>
  new ApiError({ status: extra.status ?? 400, code, userMessage: message, retryAfterSeconds: extra.retryAfterSeconds ?? null });

afterEach(async () => {
  await setLocale('en');
});

describe('API error messages in the page language', () => {
  it('in English shows the API message as sent, and the client texts as before', () => {
    expect(getErrorMessage(serverError('OTP_EXPIRED', 'This code has expired. Please request a new code.'), 'fallback')).toBe(
      'This code has expired. Please request a new code.',
    );
    expect(getErrorMessage(serverError('SOMETHING_NEW', 'A new server text'), 'fallback')).toBe('A new server text');
    expect(getErrorMessage(new ApiError({ status: null, code: CLIENT_ERROR_CODES.network, userMessage: 'No Internet Connection' }), 'x')).toBe(
      'No Internet Connection',
    );
    expect(getErrorMessage(new ApiError({ status: 500, code: null }), 'Internal sever error')).toBe('Internal sever error');
  });

  it('in Hindi shows the catalogue text for a known code, never the English message', async () => {
    await setLocale('hi');
    expect(getErrorMessage(serverError('OTP_EXPIRED', 'This code has expired. Please request a new code.', { status: 401 }), 'fallback')).toBe(
      'इस कोड का समय खत्म हो गया है। कृपया नया कोड मँगवाएँ।',
    );
    expect(getErrorMessage(serverError('OTP_INVALID', 'Invalid OTP! Please try again', { status: 401 }), 'fallback')).toBe(hi.shared.invalidOtp);
    expect(getErrorMessage(serverError('NET_PRICE_ABOVE_MRP', 'Row 2: the selling price (90) cannot be above the MRP (80)'), 'x')).toBe(
      hi['shared.errors'].netPriceAboveMrp,
    );
    // Several codes, one meaning.
    expect(getErrorMessage(serverError('VENDOR_MISMATCH', 'The vendor id …', { status: 403 }), 'x')).toBe(hi['shared.errors'].accountMismatch);
    expect(getErrorMessage(serverError('ROLE_MISMATCH', 'X-USER-ROLE …', { status: 403 }), 'x')).toBe(hi['shared.errors'].accountMismatch);
  });

  it('in Tamil says how long to wait after RATE_LIMITED, with the right plural', async () => {
    await setLocale('ta');
    expect(getErrorMessage(serverError('RATE_LIMITED', 'Please wait 25 seconds …', { status: 429, retryAfterSeconds: 25 }), 'x')).toBe(
      '25 விநாடிகள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
    );
    expect(localizedErrorMessage('RATE_LIMITED', 1)).toBe('1 விநாடி காத்திருந்து மீண்டும் முயற்சிக்கவும்.');
    expect(localizedErrorMessage('RATE_LIMITED', null)).toBe(ta['shared.errors'].rateLimitedNoTime);
  });

  it('falls back to the caller’s translated text for an unknown code or a body without one', async () => {
    await setLocale('hi');
    expect(getErrorMessage(serverError('VALIDATION_FAILED', 'body/name must be …'), sharedMessages.sendOtpFailed)).toBe(hi.shared.sendOtpFailed);
    expect(getErrorMessage(new ApiError({ status: 500, code: null, userMessage: 'Oops' }), 'अनुवादित')).toBe('अनुवादित');
    expect(serverError('SOMETHING_NEW', 'A new server text').userMessage).toBeNull();
    expect(serverError('SOMETHING_NEW', 'A new server text').apiMessage).toBe('A new server text');
  });

  it('gives client errors the catalogue text of the language they are shown in, not the one they were made in', async () => {
    const offline = new ApiError({ status: null, code: CLIENT_ERROR_CODES.network, userMessage: sharedMessages.noInternet });
    const expired = new ApiError({ status: 401, code: CLIENT_ERROR_CODES.sessionExpired, userMessage: sharedMessages.sessionExpired });
    await setLocale('ta');
    expect(getErrorMessage(offline, 'x')).toBe(ta.shared.noInternet);
    expect(expired.userMessage).toBe(ta.shared.sessionExpired);
  });

  it('has a Hindi and a Tamil text for every code it knows, none of them English', async () => {
    for (const locale of ['hi', 'ta'] as const) {
      await setLocale(locale);
      for (const code of [...Object.values(CLIENT_ERROR_CODES).filter((c) => c !== 'BAD_RESPONSE'), ...TRANSLATED_SERVER_ERROR_CODES]) {
        const text = localizedErrorMessage(code, 30);
        expect(text, `${locale} ${code}`).toBeTruthy();
        // Only the listed acronyms stay in Latin letters (docs/i18n.md).
        expect(text!.replace(/\b(OTP|MRP|PIN|WhatsApp)\b/g, ''), `${locale} ${code}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });
});
