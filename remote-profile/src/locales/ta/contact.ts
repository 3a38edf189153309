import type { Translation } from '@vd/shared/i18n';
import type { contactScreenMessages } from '../../features/contact/messages';

export default {
  title: 'உதவி மையம்',
  back: 'பின்செல்',
  intro: 'ஆர்டர்கள், பணம் செலுத்துதல், உங்கள் கடை விவரம் அல்லது வேறு எதுவாக இருந்தாலும் உதவ நாங்கள் இருக்கிறோம்.',
  call: 'அழைக்க',
  callText: 'எங்கள் உதவிக் குழுவிடம் பேசுங்கள், தினமும் காலை 9 முதல் இரவு 9 வரை.',
  whatsapp: 'WhatsApp',
  whatsappText: 'WhatsApp-இல் எங்களுடன் சாட் செய்யுங்கள். பொதுவாக ஒரு மணி நேரத்துக்குள் பதில் அளிப்போம்.',
  whatsappGreeting: 'வணக்கம், என் கடை {shopName}-க்கு உதவி தேவை.',
  writeTitle: 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  writeText: 'ஒரு வேலை நாளுக்குள் மின்னஞ்சலில் பதில் அளிப்போம்.',
  agree: 'செய்தி அனுப்புவதன் மூலம் எங்கள் {terms} மற்றும் {privacy} ஆகியவற்றை ஏற்கிறீர்கள்.',
  terms: 'விதிமுறைகள் & நிபந்தனைகள்',
  privacy: 'தனியுரிமைக் கொள்கை',
} satisfies Translation<typeof contactScreenMessages>;
