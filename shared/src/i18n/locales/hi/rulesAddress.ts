import type { ADDRESS_MESSAGES } from '../../../api-contract/rules/addressMessages';
import type { Translation } from '../../messages';

export default {
  incomplete: 'कृपया पते की सभी ज़रूरी जानकारी भरें।',
  noLocation: 'कृपया खोजकर या अपनी अभी की लोकेशन से जगह चुनें।',
} satisfies Translation<typeof ADDRESS_MESSAGES>;
