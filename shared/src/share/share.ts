/** Invite-link sharing (spec 2 "Shared chrome" → Share). */
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig } from '../config/runtimeConfig';
import { formatMessage } from '@vd/contract/i18n';
import { sharedMessages } from '../i18n/messages';
import { stripCountryCode } from '../validation/phone';

/**
 * The product's name as shown to the vendor: the runtime config's `productName`, or, while it is
 * the default 'Vendor Dashboard', that name in the page's language.
 */
export function displayProductName(): string {
  const configured = getRuntimeConfig().productName;
  return configured === DEFAULT_RUNTIME_CONFIG.productName ? sharedMessages.productName : configured;
}

/**
 * The user-app link with `?invite=<10-digit number>` (+91 removed); null without a contact number.
 */
export function buildInviteLink(contactNo: string | null | undefined, userAppUrl = getRuntimeConfig().userAppUrl): string | null {
  const phone = stripCountryCode(contactNo ?? '').replace(/\D/g, '');
  if (!phone) return null;
  const url = new URL(userAppUrl, typeof window !== 'undefined' ? window.location.href : undefined);
  url.searchParams.set('invite', phone);
  return url.toString();
}

/** The promotional text that goes with the invite link. */
export function buildShareText(shopName: string | null | undefined): string {
  return formatMessage(sharedMessages.sharePromo, { shopName: shopName?.trim() || displayProductName() });
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'no-contact' | 'copy-failed' | 'failed';

export interface ShareShopOptions {
  contactNo: string | null | undefined;
  shopName?: string | null;
  /**
   * Which screen shares: 'store' (bottom bar, default) or 'profile' word the copy alert as the spec
   * gives it for them; 'vendor-profile' (the public profile's share, for which the spec names no
   * alert) says 'Link Copied to Clipboard!', meant as the 2-second notice (SHARE_COPY_NOTICE_MS).
   */
  context?: 'store' | 'profile' | 'vendor-profile';
  /** How to tell the user (default `window.alert`, as the spec says). */
  notify?: (message: string) => void;
}

/** Spec section 9: the share-link copy notice shows for 2 s. */
export const SHARE_COPY_NOTICE_MS = 2000;

/** The text a successful copy shows, by the screen that shared. */
function copiedMessage(context: ShareShopOptions['context']): string {
  if (context === 'profile') return sharedMessages.linkCopied;
  if (context === 'vendor-profile') return sharedMessages.linkCopiedToClipboard;
  return sharedMessages.shopLinkCopied;
}

function defaultNotify(message: string): void {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers / insecure origins: a hidden textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand?.('copy')) throw new Error('copy command refused');
  } finally {
    area.remove();
  }
}

/**
 * Shares the shop's invite link with the device share sheet; without one, copies text and link
 * to the clipboard and alerts. No contact number → alert and nothing shared. A cancelled share
 * sheet is ignored silently; other share errors are only logged.
 */
export async function shareShop(options: ShareShopOptions): Promise<ShareOutcome> {
  const notify = options.notify ?? defaultNotify;
  const link = buildInviteLink(options.contactNo);
  if (!link) {
    notify(sharedMessages.noContactForInvite);
    return 'no-contact';
  }
  const text = buildShareText(options.shopName);

  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: options.shopName?.trim() || displayProductName(), text, url: link });
      return 'shared';
    } catch (error) {
      if (isAbortError(error)) return 'cancelled';
      console.error('[share] share failed', error);
      return 'failed';
    }
  }

  try {
    await copyText(`${text} ${link}`);
    notify(copiedMessage(options.context));
    return 'copied';
  } catch (error) {
    console.error('[share] copy failed', error);
    notify(sharedMessages.copyFailed);
    return 'copy-failed';
  }
}
