/**
 * Helpers of the language suite (issue 14): the language switch, signing in through the screens
 * whatever their language, the account's language through the API, and the "no English left" check.
 *
 * The suite signs in as the OutOfStation demo vendor (9876543213, "Iyer Fresh Mart"): no other
 * suite signs in with it through the screens after the `mobile` project (sign-in.spec does, before),
 * and profile.spec, which runs beside this suite in the `editors` project, opens its pages with
 * stored tokens, which never adopt the account's language. The suite puts the account back to
 * English at the end of every test.
 */
import { type BrowserContext, expect, type Page, type Response } from '@playwright/test';
import { DEMO } from './helpers';
import { api, apiSignIn } from './profile-helpers';
import { settle } from './screens-helpers';

export type Language = 'en' | 'hi' | 'ta';

export const LANGUAGE_VENDOR = { phone: DEMO.offline, shopName: 'Iyer Fresh Mart' } as const;

/**
 * The Latin words a Hindi or Tamil screen may show that are not from the API's data: the list of
 * docs/i18n.md "Writing Hindi and Tamil" (acronyms and brand names). i18n.spec.ts checks the two
 * stay in step.
 */
export const ALLOWED_LATIN = [
  'OTP',
  'WhatsApp',
  'GST',
  'GSTIN',
  'PAN',
  'MRP',
  'UPI',
  'FSSAI',
  'UDYAM',
  'PIN',
  'URL',
  'ID',
  'km',
  'Google',
  'Facebook',
  'Instagram',
  'IG',
  'LinkedIn',
  'YouTube',
  'X',
  // The shop maps' credit for their outline of India (CC BY 4.0, decision 0055).
  'MapSVG',
] as const;

/**
 * Fields of the API's answers that hold codes the dashboard must translate, not names: an order's
 * or a shop's `status` ("Pending", "OutOfStation"), the delivery method of an order, and the API's own
 * English messages (`message`, `successMsg`, `error`: the client shows its catalogue text for a code).
 * Their words do not count as data.
 */
const CODE_FIELDS = new Set(['status', 'message', 'successMsg', 'error', 'code', 'userType']);
const CODE_ATTRIBUTES = new Set(['deliveryMethod']);

/**
 * Whether the login page carries the language switch (the i18n-host branch puts it there).
 * LOGIN-SWITCH: until that branch is merged, `pickLanguageOnLogin` sets the device's language in
 * localStorage and the account's through the API instead of clicking; set this to true on merging.
 */
export const LOGIN_HAS_LANGUAGE_SWITCH = true;

/** The language switch (a radiogroup named "Language" in English; each option marked with its `lang`). */
export const languageOption = (page: Page, language: Language) =>
  page
    .getByRole('radiogroup')
    .getByRole('radio')
    .and(page.locator(`[lang="${language}"]`));

/** On /login (English), picks `language` in the switch and waits for the page to speak it. */
export async function pickLanguageOnLogin(page: Page, language: Language): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  if (LOGIN_HAS_LANGUAGE_SWITCH) {
    // LOGIN-SWITCH: the click a vendor makes.
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await languageOption(page, language).click();
    await expect(languageOption(page, language)).toHaveAttribute('aria-checked', 'true');
  } else {
    // LOGIN-SWITCH (fallback until the switch is on /login): the device's choice, then reload;
    // the account's language is set through the API (what the choice on /login does at sign-in).
    await page.evaluate((value) => localStorage.setItem('vd.locale', value), language);
    await setAccountLanguage(language);
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Signs in through the screens (phone, then the demo OTP), whatever language they are in. */
export async function signInOnScreens(page: Page, phone: string = LANGUAGE_VENDOR.phone): Promise<void> {
  if (!/\/login$/.test(page.url())) await page.goto('/login');
  await page.locator('#phone').fill(phone);
  await page.locator('#phone').press('Enter');
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.locator('#otp').fill(DEMO.otp);
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('header-shop-name')).toHaveText(LANGUAGE_VENDOR.shopName);
}

/** The suite's own API session for the vendor (signed in once per worker). */
let session: Promise<string> | null = null;
async function vendorToken(): Promise<string> {
  session ??= apiSignIn(LANGUAGE_VENDOR.phone).then((tokens) => tokens.sessionToken);
  return session;
}

/** The account's language as GET vendor answers it. */
export async function accountLanguage(): Promise<string | null> {
  return (await api<{ language: string | null }>(await vendorToken(), 'GET', 'vendor')).language;
}

export async function setAccountLanguage(language: Language): Promise<void> {
  await api(await vendorToken(), 'PUT', 'vendor/language', { language });
}

// ---------------------------------------------------------------- the data the page received

/** Latin words, split the same way on the page and in the data. */
const LATIN_WORD = /[A-Za-z]+/g;
const latinWords = (text: string): string[] => text.match(LATIN_WORD) ?? [];

/**
 * Links, e-mail addresses, host names and codes with digits in them (a GSTIN or Udyam number's
 * format shown as an example: "07AABCS1234F1Z5") are not words to translate.
 */
const NOT_TEXT = /\S*(?:[A-Za-z0-9][./@:][A-Za-z0-9]|:\/\/|\d)\S*/g;

function collectStrings(value: unknown, out: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (!CODE_FIELDS.has(key)) for (const word of latinWords(value)) out.add(word.toLowerCase());
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, out, key);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const attribute = typeof record.name === 'string' && CODE_ATTRIBUTES.has(record.name);
    for (const [k, v] of Object.entries(record)) {
      if (attribute && k === 'value') continue;
      collectStrings(v, out, k);
    }
  }
}

/**
 * Collects every word of every JSON answer the context's pages receive (the API, /config.json), so
 * names and other data on screen are told apart from the dashboard's own texts.
 */
export function watchData(context: BrowserContext) {
  const words = new Set<string>();
  const pending = new Set<Promise<void>>();
  const onResponse = (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then((body: unknown) => collectStrings(body, words))
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  };
  context.on('response', onResponse);
  return {
    async words(): Promise<Set<string>> {
      await Promise.all([...pending]);
      return words;
    },
  };
}

export type DataWatch = ReturnType<typeof watchData>;

// ---------------------------------------------------------------- the English check

/**
 * The texts a vendor sees or hears: every rendered text node, and the read attributes of what is
 * rendered (not of what is hidden from screen readers), plus the document title. Text marked as
 * another language (`lang="en"` on the switch's "English") is that language's own name, not a
 * leftover, and is skipped.
 */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const inPageLanguage = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang;
    const rendered = (element: Element) => typeof element.checkVisibility !== 'function' || element.checkVisibility();
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (rendered(parent) && inPageLanguage(parent)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext]')) {
      if (!rendered(element) || !inPageLanguage(element) || element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const ALLOWED = new Set<string>(ALLOWED_LATIN);
const isAllowed = (word: string) =>
  ALLOWED.has(word) || (word.length > 1 && ALLOWED.has(word.toUpperCase()) && word === word[0]!.toUpperCase() + word.slice(1).toLowerCase());

/** Every Latin word on the screen that is neither data nor allowed, with the line it is in. */
export async function englishLeft(page: Page, data: DataWatch): Promise<Array<{ word: string; line: string }>> {
  const known = await data.words();
  const found = new Map<string, string>();
  for (const text of await screenTexts(page)) {
    for (const rawLine of text.split('\n')) {
      const line = rawLine.replace(NOT_TEXT, ' ');
      for (const word of latinWords(line)) {
        if (isAllowed(word) || known.has(word.toLowerCase()) || found.has(word)) continue;
        found.set(word, rawLine.trim().slice(0, 120));
      }
    }
  }
  return [...found].map(([word, line]) => ({ word, line }));
}

/**
 * Fails (softly: the walk goes on, so one run names every screen's leftovers) naming every English
 * word left and where, when the screen is not wholly in the page's language.
 */
export async function expectNoEnglish(page: Page, data: DataWatch, screen: string): Promise<void> {
  // The screen settles: its data is in, no skeleton is left.
  await settle(page);
  const left = await englishLeft(page, data);
  if (left.length > 0) {
    const report = left.map(({ word, line }) => `  ${word.padEnd(16)} in "${line}"`).join('\n');
    console.log(`[i18n] English left on ${screen} (${await page.locator('html').getAttribute('lang')}):\n${report}`);
  }
  expect
    .soft(
      left.map(({ word }) => word),
      `English words left on ${screen}`,
    )
    .toEqual([]);
}
