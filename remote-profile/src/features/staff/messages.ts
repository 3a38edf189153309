import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** /profile/staff: the people with access to the shop (the owner only). */
export const staffMessages = defineMessages('profile.staff', {
  title: 'Staff',
  back: 'Back',
  intro: 'People who help in your shop sign in with their own phone and see only what their role allows.',
  roleOrdersHint: 'The orders and their actions; the store to look at.',
  roleManagerHint: 'Everything except Staff, the UPI ID, the GST, PAN and Udyam numbers, and taking the shop offline.',
  listTitle: 'People with access',
  none: 'No staff yet. Add the people who help you in the shop.',
  loadFailed: 'Could not load your staff.',
  name: 'Name',
  phone: 'Phone',
  role: 'Role',
  roleOrders: 'Orders',
  roleManager: 'Manager',
  lastSignIn: 'Last signed in {when}',
  neverSignedIn: 'Not signed in yet',
  remove: 'Remove',
  removeLabel: 'Remove {name}',
  removeConfirm: 'Remove {name}? They are signed out at once.',
  removed: '{name} no longer has access.',
  removeFailed: 'Could not remove them. Please try again.',
  roleChanged: "{name}'s role is now {role}.",
  roleFailed: 'Could not change the role. Please try again.',
  roleLabel: 'Role of {name}',
  addTitle: 'Add staff',
  namePlaceholder: 'e.g. Ravi Kumar',
  nameRequired: 'Please enter a name.',
  add: 'Add staff',
  adding: 'Adding…',
  added: '{name} can now sign in with their phone.',
  addFailed: 'Could not add them. Please try again.',
  limitReached: 'A shop can have at most {max} staff. Remove someone first.',
});

export const stt = makeTranslator(staffMessages);
