import type { Translation } from '@vd/shared/i18n';
import type { messages } from '../../app/messages';

export default {
  profile: 'प्रोफ़ाइल',
  edit: 'मेरी प्रोफ़ाइल',
  business: 'कारोबार की जानकारी',
  settings: 'ऑर्डर सेटिंग्स',
  shopProfile: 'दुकान की प्रोफ़ाइल',
  social: 'सोशल मीडिया',
  categories: 'कैटेगरी',
  media: 'फ़ोटो और वीडियो',
  contact: 'सहायता से संपर्क',
  address: 'अपनी दुकान का पता पक्का करें',
  vendorProfile: 'दुकान की प्रोफ़ाइल',
  terms: 'नियम और शर्तें',
  privacy: 'गोपनीयता नीति',
  returnPolicy: 'वापसी नीति',
  refundPolicy: 'रिफ़ंड और कैंसलेशन नीति',
  shippingPolicy: 'डिलीवरी नीति',
  logOut: 'लॉग आउट',
} satisfies Translation<typeof messages>;
