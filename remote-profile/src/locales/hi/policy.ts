import type { Translation } from '@vd/shared/i18n';
import type { policyMessages } from '../../ui/policyMessages';

export default {
  updated: 'पिछला अपडेट:',
  openPage: 'पूरा पेज खोलें',
  close: 'बंद करें',
  back: 'पीछे',
} satisfies Translation<typeof policyMessages>;
