import { describe, expect, it } from 'vitest';
import { installPath, isIos } from './install';

describe('install flow (spec 4 "Install flow")', () => {
  it('offers nothing when the app already runs installed', () => {
    expect(installPath({ standalone: true, ios: true, hasPrompt: true })).toBe('installed');
    expect(installPath({ standalone: true, ios: false, hasPrompt: false })).toBe('installed');
  });

  it('shows the tutorial on iOS, whatever the browser holds', () => {
    expect(installPath({ standalone: false, ios: true, hasPrompt: false })).toBe('ios-tutorial');
  });

  it('elsewhere uses the deferred prompt, and without one the fallback toast', () => {
    expect(installPath({ standalone: false, ios: false, hasPrompt: true })).toBe('prompt');
    expect(installPath({ standalone: false, ios: false, hasPrompt: false })).toBe('fallback-toast');
  });

  it('knows an iPhone, iPad or iPod from its user agent, and an Android phone from it', () => {
    expect(
      isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'),
    ).toBe(true);
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBe(false);
  });
});
