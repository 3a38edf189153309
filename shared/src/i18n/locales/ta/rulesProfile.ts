import type { Translation } from '@vd/contract/i18n';
import type { profileRuleMessages } from '../../../validation/messages';

export default {
  nameRequired: 'பெயர் அவசியம்',
  emailRequired: 'மின்னஞ்சல் அவசியம்',
  emailInvalid: 'மின்னஞ்சல் முகவரி சரியில்லை',
  messageRequired: 'செய்தி அவசியம்',
  nameTooLong: 'பெயரில் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  emailTooLong: 'மின்னஞ்சலில் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  messageTooLong: 'செய்தியில் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  alternateContactInvalid: 'மாற்று தொடர்பு எண் சரியான 10 இலக்க எண்ணாக இருக்க வேண்டும்',
  alternateContactSame: 'மாற்று தொடர்பு எண் உங்கள் முதன்மை எண்ணிலிருந்து வேறாக இருக்க வேண்டும்',
  urlInvalid: 'https:// என்று தொடங்கும் சரியான இணைப்பை உள்ளிடவும்',
  textTooLong: 'அதிகபட்சம் {max} எழுத்துகள் மட்டுமே எழுதலாம்',
  radiusInvalid: 'டெலிவரி தூரம் {min} முதல் {max} km வரை இருக்க வேண்டும்',
  deliveryMinutesInvalid: '30 போல நிமிடங்களையோ, 20-35 போல ஒரு வரம்பையோ உள்ளிடவும்',
} satisfies Translation<typeof profileRuleMessages>;
