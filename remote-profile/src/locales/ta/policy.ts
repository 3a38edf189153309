import type { Translation } from '@vd/shared/i18n';
import type { policyMessages } from '../../ui/policyMessages';

export default {
  updated: 'கடைசியாகப் புதுப்பித்தது:',
  openPage: 'முழுப் பக்கத்தைத் திற',
  close: 'மூடு',
  back: 'பின்செல்',
} satisfies Translation<typeof policyMessages>;
