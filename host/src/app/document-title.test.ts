import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@vd/shared/i18n';
import hi from '../locales/hi/host';
import ta from '../locales/ta/host';
import { syncDocumentTitle } from './document-title';
import { hostLocaleBundles } from '../core/i18n';

void hostLocaleBundles;
const ENGLISH = "Vendor Dashboard - Let's make Local Big";

afterEach(async () => {
  await setLocale('en');
});

describe('document title', () => {
  it('follows the page language while it is the app title, and leaves a screen’s own title alone', async () => {
    document.title = ENGLISH;
    const stop = syncDocumentTitle();
    await setLocale('hi');
    expect(document.title).toBe(hi.appTitle);
    await setLocale('ta');
    expect(document.title).toBe(ta.appTitle);
    document.title = 'Return Policy';
    await setLocale('en');
    expect(document.title).toBe('Return Policy');
    document.title = ta.appTitle;
    await setLocale('hi');
    expect(document.title).toBe(hi.appTitle);
    stop();
  });
});
