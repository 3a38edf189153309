import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@vd/contract/i18n';
import { sharedLocaleBundles } from '../i18n/sharedLocales';
import { AREA_TITLES, AREAS } from './areas';

void sharedLocaleBundles;

afterEach(async () => {
  await setLocale('en');
});

describe('AREA_TITLES', () => {
  it('reads each title in the page language when used', async () => {
    expect(AREAS.map((area) => AREA_TITLES[area])).toEqual(['Orders', 'Store', 'Products', 'Profile']);
    await setLocale('hi');
    expect(AREA_TITLES.pricing).toBe('प्रोडक्ट');
    await setLocale('ta');
    expect(AREA_TITLES.orders).toBe('ஆர்டர்கள்');
  });
});
