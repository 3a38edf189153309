/** The language rules of the account: the dashboard language stored on the vendor and on the device. */
import * as routes from '@vd/contract/routes';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMockAdapter, type MockReply, type RecordedRequest } from '../api/testAdapter';
import { defineLocaleBundles, type LocaleBundles } from '../i18n/bundles';
import { getLocale, i18nState, LOCALE_STORAGE_KEY, type LocaleBundle, setLocale } from '@vd/contract/i18n';
import { setNavigator } from '../navigation/navigator';
import { dismissToast, getToasts, toast } from '../toast/store';
import { getVendor, setVendor } from './atoms';
import { chooseLanguage, resetLanguageChoiceForTests } from './language';
import { completeSignIn, signOut } from './session';
import { testVendor } from './vendor.fixture';

defineLocaleBundles({ hi: async () => ({ default: {} }), ta: async () => ({ default: {} }) });

/** From now on, an app whose language modules do not load (a chunk that fails): removed after each test. */
let failing: LocaleBundles | null = null;
function failLoading() {
  const fail = async (): Promise<{ default: LocaleBundle }> => {
    throw new Error('chunk failed');
  };
  failing = defineLocaleBundles({ hi: fail, ta: fail });
}

interface Sent extends RecordedRequest {
  body: unknown;
}

let restore: () => void = () => {};
let accountLanguage: string | null = null;
let languageReply: (body: unknown) => MockReply = () => ({ status: 200, data: {} });
let sent: Sent[] = [];

const languageCalls = () => sent.filter((r) => r.method === 'PUT' && r.url.endsWith(routes.setLanguage.path));

function signedInStorage() {
  localStorage.setItem('sessionToken', 's1');
  localStorage.setItem('token', 's1');
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('contactNo', '9876543210');
}

/** What verifyOtp leaves in storage, then completeSignIn. */
async function signIn() {
  signedInStorage();
  return completeSignIn('9876543210');
}

/** Lets background work (the save to the account) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(async () => {
  accountLanguage = null;
  languageReply = (body) => ({ status: 200, data: { ...testVendor(), language: (body as { language: string }).language } });
  sent = [];
  const installed = installMockAdapter((req, config: InternalAxiosRequestConfig) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    sent.push({ ...req, body });
    if (req.method === 'GET' && req.url.includes(`${routes.getVendor.path}?`)) return { status: 200, data: { ...testVendor(), language: accountLanguage } };
    if (req.method === 'PUT' && req.url.endsWith(routes.setLanguage.path)) return languageReply(body);
    return { status: 200, data: {} };
  });
  restore = installed.restore;
  setNavigator(vi.fn());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  dismissToast();
  if (failing) i18nState().bundles.delete(failing);
  failing = null;
  restore();
  setNavigator(null);
  await setLocale('en');
  localStorage.clear();
  setVendor(null);
  resetLanguageChoiceForTests();
  vi.restoreAllMocks();
});

describe('a signed-in vendor picks a language', () => {
  it('switches the page, closes the toasts of the old language and saves the language to the account', async () => {
    await signIn();
    toast.info('Profile updated successfully!');
    await chooseLanguage('hi');
    expect(getToasts()).toEqual([]);
    expect(getLocale()).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    await settle();
    expect(languageCalls().map((r) => r.body)).toEqual([{ language: 'hi' }]);
    expect(languageCalls()[0]!.headers.sessionToken).toBe('s1');
    expect(getVendor()?.language).toBe('hi');
  });

  it('English too: the account then says en', async () => {
    accountLanguage = 'ta';
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ta');
    await signIn();
    await chooseLanguage('en');
    await settle();
    expect(languageCalls().map((r) => r.body)).toEqual([{ language: 'en' }]);
    expect(getVendor()?.language).toBe('en');
  });

  it('a failed save keeps the device choice, is logged and does not hold the switch', async () => {
    await signIn();
    languageReply = () => ({ status: 500, data: { message: 'Database down' } });
    await chooseLanguage('ta');
    expect(getLocale()).toBe('ta');
    await settle();
    expect(languageCalls()).toHaveLength(1);
    expect(getLocale()).toBe('ta');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ta');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be saved'), expect.anything());
  });

  it('the switch is not held while the save is under way (offline, slow network)', async () => {
    await signIn();
    languageReply = () => ({ status: 200, data: testVendor(), delayMs: 60_000 });
    vi.useFakeTimers();
    try {
      await chooseLanguage('hi');
      expect(getLocale()).toBe('hi');
    } finally {
      vi.useRealTimers();
    }
  });

  it('nothing is sent when the account already has that language', async () => {
    accountLanguage = 'hi';
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-GB'); // not a choice: no such language
    await signIn();
    expect(getLocale()).toBe('hi');
    await chooseLanguage('hi');
    await settle();
    expect(languageCalls()).toEqual([]);
  });

  it('when the language cannot be loaded, the page, the device and the account keep theirs', async () => {
    await signIn();
    failLoading();
    await expect(chooseLanguage('hi')).rejects.toThrow('chunk failed');
    await settle();
    expect(getLocale()).toBe('en');
    expect(languageCalls()).toEqual([]);
  });
});

describe('a language picked on /login, before signing in', () => {
  it('is not sent before sign-in, and is saved to the account right after it', async () => {
    await chooseLanguage('hi');
    expect(getLocale()).toBe('hi');
    expect(languageCalls()).toEqual([]);
    accountLanguage = 'ta';
    const result = await signIn();
    expect(result.kind).toBe('approved');
    // the choice wins over the account's language, and becomes it
    expect(getLocale()).toBe('hi');
    await settle();
    expect(languageCalls().map((r) => r.body)).toEqual([{ language: 'hi' }]);
    expect(getVendor()?.language).toBe('hi');
  });

  it('English picked on /login is saved too (and the account language is not adopted)', async () => {
    await chooseLanguage('ta');
    await chooseLanguage('en');
    accountLanguage = 'hi';
    await signIn();
    expect(getLocale()).toBe('en');
    await settle();
    expect(languageCalls().map((r) => r.body)).toEqual([{ language: 'en' }]);
  });

  it('is saved once: a later sign-in on the page does not send it again', async () => {
    await chooseLanguage('ta');
    accountLanguage = 'ta';
    await signIn();
    await settle();
    expect(languageCalls()).toEqual([]); // the account already had it
    await signOut({ callApi: false });
    accountLanguage = 'hi';
    await signIn();
    await settle();
    expect(languageCalls()).toEqual([]);
    expect(getLocale()).toBe('ta'); // the device keeps its choice
  });

  it('a failed save after sign-in keeps the device choice and signs in all the same', async () => {
    await chooseLanguage('ta');
    languageReply = () => 'network' as unknown as MockReply;
    const result = await signIn();
    expect(result.kind).toBe('approved');
    await settle();
    expect(getLocale()).toBe('ta');
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('sign-in takes the account language', () => {
  it('on a device with no choice of its own, closing the toasts written in English', async () => {
    accountLanguage = 'hi';
    toast.success('Verification code sent successfully!');
    expect(getToasts()).toHaveLength(1);
    const result = await signIn();
    expect(getToasts()).toEqual([]);
    expect(result.kind).toBe('approved');
    expect(getLocale()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(languageCalls()).toEqual([]);
  });

  it('not on a device that has one (the device wins, the account is left alone)', async () => {
    await setLocale('ta');
    accountLanguage = 'hi';
    toast.success('சரிபார்ப்புக் குறியீடு அனுப்பப்பட்டது');
    await signIn();
    expect(getToasts()).toHaveLength(1);
    expect(getLocale()).toBe('ta');
    await settle();
    expect(languageCalls()).toEqual([]);
  });

  it('an account without a language leaves the page as it is', async () => {
    await signIn();
    expect(getLocale()).toBe('en');
    expect(languageCalls()).toEqual([]);
  });

  it('a language that cannot be loaded leaves the page in English and signs in all the same', async () => {
    accountLanguage = 'hi';
    failLoading();
    const result = await signIn();
    expect(result.kind).toBe('approved');
    expect(getLocale()).toBe('en');
  });

  it('not for a sign-in that does not enter the dashboard', async () => {
    accountLanguage = 'hi';
    restore();
    restore = installMockAdapter((req) =>
      req.url.includes(`${routes.getVendor.path}?`) ? { status: 200, data: { ...testVendor(), status: 'Pending', language: 'hi' } } : { status: 200, data: {} },
    ).restore;
    expect((await signIn()).kind).toBe('under-process');
    expect(getLocale()).toBe('en');
  });
});

describe('logout', () => {
  it('clears localStorage but keeps the language on the device', async () => {
    await signIn();
    await chooseLanguage('hi');
    await settle();
    await signOut();
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(localStorage.getItem('contactNo')).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(getLocale()).toBe('hi');
  });

  it('English leaves no key behind', async () => {
    await signIn();
    await signOut({ callApi: false });
    expect(localStorage.length).toBe(0);
  });
});
