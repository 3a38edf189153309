/**
 * The shop address rules' texts (spec section 5, word for word), as a catalogue: shown in
 * the page's language; the API never sets a language, so it answers with the English texts.
 */
import { defineMessages } from '../i18n/messages.js';

export const ADDRESS_MESSAGES = defineMessages('shared.rules.address', {
  incomplete: 'Please fill in all required address fields.',
  noLocation: 'Please select a location using search or your current location.',
});
