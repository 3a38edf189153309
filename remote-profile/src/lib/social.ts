/**
 * The marketplace's own social accounts (the hub's Follow Us dialog and /profile/social). The spec
 * names the networks, not the addresses: these are the product's handles (decision 0025), kept
 * here once.
 */
export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  handle: string;
  url: string;
  /** Brand colour of the badge. */
  color: string;
  /** Short mark shown in the badge. */
  mark: string;
}

/** In the spec's order for /profile/social: Facebook, Instagram, Twitter/X, LinkedIn, YouTube. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', handle: '@localbig', url: 'https://www.facebook.com/localbig', color: '#1877f2', mark: 'f' },
  { network: 'instagram', label: 'Instagram', handle: '@localbig', url: 'https://www.instagram.com/localbig', color: '#c13584', mark: 'IG' },
  { network: 'twitter', label: 'Twitter/X', handle: '@localbig', url: 'https://x.com/localbig', color: '#111111', mark: 'X' },
  { network: 'linkedin', label: 'LinkedIn', handle: 'LocalBig', url: 'https://www.linkedin.com/company/localbig', color: '#0a66c2', mark: 'in' },
  { network: 'youtube', label: 'YouTube', handle: '@localbig', url: 'https://www.youtube.com/@localbig', color: '#ff0000', mark: '▶' },
];

/** The Follow Us dialog lists Twitter/X first (spec 2 "/profile"). */
export const FOLLOW_US_ORDER: readonly SocialNetwork[] = ['twitter', 'facebook', 'instagram', 'linkedin', 'youtube'];

export const followUsLinks = (): SocialLink[] => FOLLOW_US_ORDER.map((n) => SOCIAL_LINKS.find((l) => l.network === n)!).filter(Boolean);
