import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../app/messages';

export default {
  profile: 'சுயவிவரம்',
  edit: 'என் சுயவிவரம்',
  business: 'வணிக விவரங்கள்',
  settings: 'ஆர்டர் அமைப்புகள்',
  shopProfile: 'கடை விவரம்',
  social: 'சமூக ஊடகம்',
  categories: 'வகைகள்',
  media: 'படங்கள் & வீடியோ',
  contact: 'உதவி மையம்',
  address: 'உங்கள் கடை முகவரியை உறுதிசெய்யுங்கள்',
  vendorProfile: 'கடை விவரம்',
  terms: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
  privacy: 'தனியுரிமைக் கொள்கை',
  returnPolicy: 'திருப்பி அனுப்பும் கொள்கை',
  refundPolicy: 'பணத்திருப்பம் & ரத்து கொள்கை',
  shippingPolicy: 'டெலிவரி கொள்கை',
  logOut: 'வெளியேறு',
} satisfies Translation<typeof messages>;
