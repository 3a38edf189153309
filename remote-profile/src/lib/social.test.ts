import { describe, expect, it } from 'vitest';
import { followUsLinks, handleOf, socialLinks } from './social';

const social = {
  youtube: { url: 'https://www.youtube.com/@localbig' },
  linkedin: { url: 'https://www.linkedin.com/company/localbig', handle: 'LocalBig' },
  facebook: { url: 'https://www.facebook.com/localbig' },
  twitter: { url: 'https://x.com/localbig' },
};

describe('social links from the runtime config', () => {
  it('lists the configured accounts in the spec’s order, with their handles', () => {
    expect(socialLinks({ social }).map((l) => [l.label, l.handle, l.url])).toEqual([
      ['Facebook', '@localbig', 'https://www.facebook.com/localbig'],
      ['Twitter/X', '@localbig', 'https://x.com/localbig'],
      ['LinkedIn', 'LocalBig', 'https://www.linkedin.com/company/localbig'],
      ['YouTube', '@localbig', 'https://www.youtube.com/@localbig'],
    ]);
  });
  it('Follow Us puts Twitter/X first; a network not configured is not shown', () => {
    expect(followUsLinks({ social }).map((l) => l.network)).toEqual(['twitter', 'facebook', 'linkedin', 'youtube']);
    expect(followUsLinks({ social: {} })).toEqual([]);
  });
  it('derives a handle from the address', () => {
    expect(handleOf('https://www.instagram.com/sharma.store/')).toBe('@sharma.store');
    expect(handleOf('https://www.youtube.com/@shop')).toBe('@shop');
    expect(handleOf('https://shop.example/')).toBe('shop.example');
  });
});
