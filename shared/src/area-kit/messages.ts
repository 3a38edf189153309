import { defineMessages } from '@vd/contract/i18n';

/** Texts of the area kit: the placeholder screen and the standalone development shell. */
export const areaKitMessages = defineMessages('shared.areaKit', {
  release: 'Release {release}',
  standaloneBanner: '{area} area · standalone development',
  signOut: 'Sign out',
  devSignIn: 'Sign in (development)',
  phone: 'Phone',
  otp: 'OTP',
  verify: 'Verify',
  sendCode: 'Send code',
  notSeller: 'Not a seller account',
});
