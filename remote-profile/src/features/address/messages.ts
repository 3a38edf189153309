import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of /address. Word for word from the spec: the title, 'Shop address saved
 * successfully!', 'Failed to save address. Please try again.' and the three geolocation texts. The
 * labels and hints the spec does not give are ours. The two texts that stop a save ('Please fill in
 * all required address fields.', 'Please select a location …') are the shared address rules'
 * (ADDRESS_MESSAGES), which the API answers with too.
 */
export const messages = defineMessages('profile.address', {
  title: 'Confirm Your Business Address',
  back: 'Back',
  intro: 'Customers use this address to find your shop and to see if you deliver to them.',
  findTitle: 'Find your shop',
  search: 'Search area, locality or PIN code',
  searchHint: 'Pick a suggestion to set your shop’s location.',
  searching: 'Searching...',
  noPlaces: 'No places found. Try a nearby locality or the PIN code.',
  searchFailed: 'Could not search places right now.',
  or: 'or',
  useLocation: 'Use my current location',
  locating: 'Finding your location...',
  locationSet: 'Location set: {lat}, {lng}',
  locationMissing: 'No location selected yet',
  mapLabel: 'Map: your shop’s location',
  mapHint: 'Drag the pin to your shop’s door, or tap the map where it is. Customers’ directions lead to this point.',
  offerTitle: 'Address at the pin: {place}',
  offerIntro: 'It differs from what you typed:',
  takeOffer: 'Use this address',
  keepMine: 'Keep mine',
  detailsTitle: 'Address details',
  addressLineOne: 'Shop / Building, Street',
  addressLineTwo: 'Area / Landmark (optional)',
  city: 'City / District',
  state: 'State',
  pinCode: 'PIN Code',
  country: 'Country',
  contactNo: 'Shop Contact Number (optional)',
  save: 'Save Address',
  saving: 'Saving...',
  loadFailed: 'Could not load your address.',
  saved: 'Shop address saved successfully!',
  saveFailed: 'Failed to save address. Please try again.',
  geoUnsupported: 'Geolocation is not supported by your browser.',
  geoNoAddress: 'Could not determine address from your location.',
  geoFailed: 'Unable to get your current location.',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
