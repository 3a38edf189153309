import { lazy, type ComponentType } from 'react';
import type { ScreenOf } from '@vd/shared/contract';
import ProfileHubScreen from '../features/hub/components/ProfileHubScreen';

/**
 * Which component shows each screen of the profile area (screen ids from the shared route table).
 * The hub (/profile) is in the area's entry chunk; every other screen loads when it is opened.
 * Each screen lives in its own feature folder, so teams working on different screens do not meet here.
 */
export const SCREEN_COMPONENTS: Record<ScreenOf<'profile'>, ComponentType> = {
  profile: ProfileHubScreen,
  edit: lazy(() => import('../features/account/components/EditProfileScreen')),
  settings: lazy(() => import('../features/account/components/OrderSettingsScreen')),
  shopProfile: lazy(() => import('../features/account/components/ShopProfileScreen')),
  social: lazy(() => import('../features/social/components/SocialScreen')),
  contact: lazy(() => import('../features/contact/components/ContactScreen')),
  terms: lazy(() => import('../features/policies/components/TermsScreen')),
  privacy: lazy(() => import('../features/policies/components/PrivacyScreen')),
  returnPolicy: lazy(() => import('../features/policies/components/ReturnPolicyScreen')),
  refundPolicy: lazy(() => import('../features/policies/components/RefundPolicyScreen')),
  shippingPolicy: lazy(() => import('../features/policies/components/ShippingPolicyScreen')),
  business: lazy(() => import('../features/business/components/BusinessDetailsScreen')),
  categories: lazy(() => import('../features/categories/components/CategoriesScreen')),
  media: lazy(() => import('../features/media/components/MediaScreen')),
  address: lazy(() => import('../features/address/components/AddressScreen')),
  vendorProfile: lazy(() => import('../features/public-profile/components/PublicProfileScreen')),
  staff: lazy(() => import('../features/staff/components/StaffScreen')),
};
