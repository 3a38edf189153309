export { buildInviteLink, displayProductName, buildShareText, shareShop } from './share';
export type { ShareOutcome, ShareShopOptions } from './share';
