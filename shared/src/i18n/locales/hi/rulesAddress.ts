import type { ADDRESS_MESSAGES } from '@vd/contract/rules';
import type { Translation } from '@vd/contract/i18n';

export default {
  incomplete: 'कृपया पते की सभी ज़रूरी जानकारी भरें।',
  noLocation: 'कृपया खोजकर या अपनी अभी की लोकेशन से जगह चुनें।',
} satisfies Translation<typeof ADDRESS_MESSAGES>;
