import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { buildInviteLink, buildShareText, shareShop } from './share';

const notify = vi.fn();

function setNavigatorProp(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  notify.mockReset();
  setRuntimeConfig({ userAppUrl: 'https://shop.example.test/app' });
  setNavigatorProp('share', undefined);
  setNavigatorProp('clipboard', undefined);
});
afterEach(() => {
  resetRuntimeConfig();
  vi.restoreAllMocks();
});

describe('buildInviteLink', () => {
  it('removes +91 and adds the invite parameter on the user app URL', () => {
    expect(buildInviteLink('+919876543210')).toBe('https://shop.example.test/app?invite=9876543210');
    expect(buildInviteLink('9876543210', 'https://u.test/?ref=x')).toBe('https://u.test/?ref=x&invite=9876543210');
  });

  it('answers null without a contact number', () => {
    expect(buildInviteLink('')).toBeNull();
    expect(buildInviteLink(null)).toBeNull();
  });

  it('promotional text names the shop', () => {
    expect(buildShareText('Sharma General Store')).toContain('Sharma General Store');
  });
});

describe('shareShop', () => {
  it('uses the share sheet with text and link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigatorProp('share', share);
    await expect(shareShop({ contactNo: '+919876543210', shopName: 'Sharma General Store', notify })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Sharma General Store',
      text: buildShareText('Sharma General Store'),
      url: 'https://shop.example.test/app?invite=9876543210',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('ignores a cancelled share silently', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    setNavigatorProp('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    await expect(shareShop({ contactNo: '9876543210', notify })).resolves.toBe('cancelled');
    expect(notify).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('only logs other share errors', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    setNavigatorProp('share', vi.fn().mockRejectedValue(new Error('NotAllowedError')));
    await expect(shareShop({ contactNo: '9876543210', notify })).resolves.toBe('failed');
    expect(notify).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalled();
  });

  it('without a share sheet copies to the clipboard and alerts (store wording)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigatorProp('clipboard', { writeText });
    await expect(shareShop({ contactNo: '9876543210', shopName: 'Sharma', notify })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${buildShareText('Sharma')} https://shop.example.test/app?invite=9876543210`);
    expect(notify).toHaveBeenCalledWith('Shop link copied! Share it with your friends.');
  });

  it('profile wording on copy success and failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setNavigatorProp('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    await shareShop({ contactNo: '9876543210', context: 'profile', notify });
    expect(notify).toHaveBeenLastCalledWith('Link copied to clipboard!');
    setNavigatorProp('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await expect(shareShop({ contactNo: '9876543210', context: 'profile', notify })).resolves.toBe('copy-failed');
    expect(notify).toHaveBeenLastCalledWith('Failed to copy link.');
  });

  it("the public profile's share (no alert named by the spec): 'Link Copied to Clipboard!'", async () => {
    setNavigatorProp('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    await expect(shareShop({ contactNo: '9876543210', context: 'vendor-profile', notify })).resolves.toBe('copied');
    expect(notify).toHaveBeenLastCalledWith('Link Copied to Clipboard!');
  });

  it('alerts when there is no contact number', async () => {
    const share = vi.fn();
    setNavigatorProp('share', share);
    await expect(shareShop({ contactNo: undefined, notify })).resolves.toBe('no-contact');
    expect(notify).toHaveBeenCalledWith('Vendor contact number is not available to create an invite link.');
    expect(share).not.toHaveBeenCalled();
  });

  it('defaults to window.alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await shareShop({ contactNo: '' });
    expect(alert).toHaveBeenCalledWith('Vendor contact number is not available to create an invite link.');
    vi.unstubAllGlobals();
  });
});
