import type { LocaleBundle } from '@vd/shared/i18n';
import account from './account';
import address from './address';
import business from './business';
import businessHolidays from './businessHolidays';
import businessPayments from './businessPayments';
import categories from './categories';
import contact from './contact';
import contactForm from './contactForm';
import hub from './hub';
import map from './map';
import media from './media';
import policy from './policy';
import policyPrivacy from './policyPrivacy';
import policyRefund from './policyRefund';
import policyReturn from './policyReturn';
import policyShipping from './policyShipping';
import policyTerms from './policyTerms';
import profile from './profile';
import publicProfile from './public';
import social from './social';
import staff from './staff';

/** The profile area's texts in this language: catalogue id → texts (one chunk, loaded only when chosen). */
export default {
  profile,
  'profile.account': account,
  'profile.address': address,
  'profile.business': business,
  'profile.business.holidays': businessHolidays,
  'profile.business.payments': businessPayments,
  'profile.categories': categories,
  'profile.contact': contact,
  'profile.contactForm': contactForm,
  'profile.hub': hub,
  'profile.map': map,
  'profile.media': media,
  'profile.policy': policy,
  'profile.policy.privacy': policyPrivacy,
  'profile.policy.refund': policyRefund,
  'profile.policy.return': policyReturn,
  'profile.policy.shipping': policyShipping,
  'profile.policy.terms': policyTerms,
  'profile.public': publicProfile,
  'profile.social': social,
  'profile.staff': staff,
} satisfies LocaleBundle;
