import { afterEach, describe, expect, it } from 'vitest';
import { sharedLocaleBundles } from './sharedLocales';
import { getLocale, setLocale } from '@vd/contract/i18n';
import { ADDRESS_MESSAGES, SPEC_MESSAGES, validateAttributeValue, validateGst } from '@vd/contract/rules';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the rule texts (catalogues shared with the API)', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('are English while no language is chosen (the API never chooses one)', () => {
    expect(getLocale()).toBe('en');
    expect(validateGst('nope')).toBe('Invalid GST Number format.');
    expect(validateAttributeValue('favouriteColour', 'blue', NOW)).toBe('Unknown attribute: favouriteColour.');
    expect(ADDRESS_MESSAGES.incomplete).toBe('Please fill in all required address fields.');
  });

  it("follow the page's language in the browser", async () => {
    expect(sharedLocaleBundles.isLoaded('hi')).toBe(false);
    await setLocale('hi');
    expect(validateGst('nope')).toBe('GST नंबर का फ़ॉर्मैट सही नहीं है।');
    expect(SPEC_MESSAGES.sevenDaysOpen).toBe('हफ़्ते के सातों दिन खुला');
    expect(validateAttributeValue('favouriteColour', 'blue', NOW)).toBe('अनजान जानकारी: favouriteColour।');
    await setLocale('ta');
    expect(ADDRESS_MESSAGES.noLocation).toBe('தேடி அல்லது உங்கள் தற்போதைய இருப்பிடம் மூலம் இடத்தைத் தேர்ந்தெடுக்கவும்.');
  });
});
