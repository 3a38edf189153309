import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** /profile/social (spec 2 "/profile/social"; share notices: spec 2 "Shared chrome"). */
export const socialMessages = defineMessages('profile.social', {
  title: 'Social Media',
  back: 'Back',
  spreadTheWord: 'Spread the Word',
  shareTitle: 'Invite your customers',
  shareText: 'Share your shop link on WhatsApp and other apps, so neighbours can order from you.',
  followTitle: 'Follow Us',
  followText: 'News, offers and tips for growing your shop.',
  follow: 'Follow',
  opensInNewTab: '(opens in a new tab)',
});

export const st = makeTranslator(socialMessages);
