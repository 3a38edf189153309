export { buildInviteLink, displayProductName, buildShareText, SHARE_COPY_NOTICE_MS, shareShop } from './share';
export type { ShareOutcome, ShareShopOptions } from './share';
