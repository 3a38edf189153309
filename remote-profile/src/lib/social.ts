/**
 * The marketplace's own social accounts (the hub's Follow Us dialog and /profile/social). The spec
 * names the networks, not the addresses: the addresses and handles come from the runtime
 * `config.json` (`social`); only each network's name and badge are the code's.
 * A network config.json leaves out is not shown.
 */
import { getRuntimeConfig, type RuntimeConfig, type SocialNetwork } from '@vd/shared/config';

export type { SocialNetwork };

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

type Brand = Pick<SocialLink, 'network' | 'label' | 'color' | 'mark'>;

/** In the spec's order for /profile/social: Facebook, Instagram, Twitter/X, LinkedIn, YouTube. */
const BRANDS: readonly Brand[] = [
  { network: 'facebook', label: 'Facebook', color: '#1877f2', mark: 'f' },
  { network: 'instagram', label: 'Instagram', color: '#c13584', mark: 'IG' },
  { network: 'twitter', label: 'Twitter/X', color: '#111111', mark: 'X' },
  { network: 'linkedin', label: 'LinkedIn', color: '#0a66c2', mark: 'in' },
  { network: 'youtube', label: 'YouTube', color: '#ff0000', mark: '▶' },
];

/** The Follow Us dialog lists Twitter/X first (spec 2 "/profile"). */
export const FOLLOW_US_ORDER: readonly SocialNetwork[] = ['twitter', 'facebook', 'instagram', 'linkedin', 'youtube'];

/** The name an account goes by when config.json gives none: '@' and the last part of its address. */
export function handleOf(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    if (!last) return new URL(url).hostname;
    const name = decodeURIComponent(last);
    return name.startsWith('@') ? name : `@${name}`;
  } catch {
    return url;
  }
}

/** The configured accounts in the spec's order (/profile/social). */
export function socialLinks(config: Pick<RuntimeConfig, 'social'> = getRuntimeConfig()): SocialLink[] {
  const links: SocialLink[] = [];
  for (const brand of BRANDS) {
    const account = config.social[brand.network];
    if (account) links.push({ ...brand, url: account.url, handle: account.handle ?? handleOf(account.url) });
  }
  return links;
}

/** The configured accounts in the Follow Us dialog's order. */
export const followUsLinks = (config: Pick<RuntimeConfig, 'social'> = getRuntimeConfig()): SocialLink[] => {
  const links = socialLinks(config);
  return FOLLOW_US_ORDER.flatMap((n) => links.filter((l) => l.network === n));
};
