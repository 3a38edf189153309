import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@vd/contract/i18n';
import { sharedLocaleBundles } from '../i18n/sharedLocales';
import { AREA_CONTRACT, AREA_TITLES, AREAS, checkAreaModule } from './areas';

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

describe('checkAreaModule and prefetch (decision 0065)', () => {
  const area = { contract: AREA_CONTRACT, area: 'orders', release: 'r1', Component: () => null };

  it('accepts an area with or without a prefetch function', () => {
    expect(checkAreaModule(area, 'orders').ok).toBe(true);
    expect(checkAreaModule({ ...area, prefetch: () => undefined }, 'orders').ok).toBe(true);
  });

  it('refuses a prefetch that is not a function, and says so', () => {
    expect(checkAreaModule({ ...area, prefetch: 'soon' }, 'orders')).toEqual({ ok: false, reason: 'the remote has an unusable prefetch' });
  });
});
