import { useLocation, AreaPlaceholder, Button, resolveScreen, signOut, type ScreenDef } from '@vd/shared';
import type { AreaProps } from '@vd/shared';

type ScreenKey = 'profile' | 'edit' | 'business' | 'settings' | 'social' | 'categories' | 'media' | 'contact' | 'address' | 'vendorProfile' | 'terms' | 'privacy' | 'returnPolicy' | 'refundPolicy' | 'shippingPolicy';

/** The profile area's screens, by path (the host's route table sends these paths here). */
export const SCREENS: readonly ScreenDef<ScreenKey>[] = [
  { pattern: '/profile', key: 'profile' },
  { pattern: '/profile/edit', key: 'edit' },
  { pattern: '/profile/business/edit', key: 'business' },
  { pattern: '/profile/settings', key: 'settings' },
  { pattern: '/profile/social', key: 'social' },
  { pattern: '/profile/categories/edit', key: 'categories' },
  { pattern: '/profile/media/edit', key: 'media' },
  { pattern: '/profile/contact', key: 'contact' },
  { pattern: '/address', key: 'address' },
  { pattern: '/vendor/profile', key: 'vendorProfile' },
  { pattern: '/terms', key: 'terms' },
  { pattern: '/privacy', key: 'privacy' },
  { pattern: '/return-policy', key: 'returnPolicy' },
  { pattern: '/refund-policy', key: 'refundPolicy' },
  { pattern: '/shipping-policy', key: 'shippingPolicy' },
];

/** This area's message catalogue (English, word for word from the spec). */
export const messages = {
  profile: 'Profile',
  edit: 'My Profile',
  business: 'Vendor Attributes',
  settings: 'Order Settings',
  social: 'Social Media',
  categories: 'Categories',
  media: 'Media',
  contact: 'Contact Support',
  address: 'Confirm Your Business Address',
  vendorProfile: 'Shop Profile',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  returnPolicy: 'Return Policy',
  refundPolicy: 'Refund & Cancellation Policy',
  shippingPolicy: 'Shipping Policy',
} as const;

export function ProfileArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  const title = messages[screen?.key ?? 'profile'];
  return (
    <AreaPlaceholder title={title} release={__RELEASE_ID__}>
      {screen?.key === 'profile' && (
        <Button variant="secondary" onClick={() => void signOut()}>
          Log Out
        </Button>
      )}
    </AreaPlaceholder>
  );
}
