import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of /profile/media/edit. Word for word from the spec: 'Cancel', 'Update Media', 'File "{file}"
 * exceeds 5MB.', 'Please upload at least one new image to update.', 'Media updated successfully!'.
 * A pick of any size goes up in uploads of ten (the API's limit), under one progress bar; files that
 * are not JPEG, PNG or WebP, or would take the gallery past 30, are refused by name.
 * The spec's failure text ('Error while saving media. This is a mock API call and will fail.')
 * describes a mock; the upload here is real, so the failure text says what happened.
 */
export const messages = defineMessages('profile.media', {
  title: 'Media',
  back: 'Back',
  addTitle: 'Add Photos',
  addText: 'Show customers your shop front, shelves and products. JPEG, PNG or WebP, up to 5 MB each; up to {max} photos in all.',
  choose: 'Choose Photos',
  chooseHint: 'Take a photo or pick from your gallery',
  newPhotos: 'Ready to upload ({count})',
  removeNew: 'Remove {file}',
  galleryTitle: 'Current Gallery',
  galleryCount: '{count} of {max} photos',
  galleryFull: 'The gallery is full. Remove a photo to add another.',
  galleryText: 'What customers see on your shop profile.',
  galleryEmpty: 'No photos yet',
  galleryEmptyText: 'Photos you upload appear here.',
  galleryFailed: 'Could not load your gallery.',
  photo: 'Shop photo {index}',
  removeImage: 'Remove photo {index}',
  removeTitle: 'Remove this photo?',
  removeText: 'Customers will no longer see it on your shop profile.',
  remove: 'Remove',
  keep: 'Keep',
  removed: 'Photo removed.',
  removeFailed: 'Could not remove the photo. Please try again.',
  cancel: 'Cancel',
  update: 'Update Media',
  uploading: 'Uploading {percent}%',
  uploadingUnknown: 'Uploading...',
  tooBig: 'File "{file}" exceeds 5MB.',
  notImage: 'File "{file}" is not a JPEG, PNG or WebP image.',
  overflow: 'The gallery holds {max} photos, so these were not added: {files}',
  partial: '{saved} of {total} photos were uploaded. The others are still ready to upload; please try again.',
  needOne: 'Please upload at least one new image to update.',
  updated: 'Media updated successfully!',
  uploadFailed: 'Could not upload your photos, so nothing was saved. Please check your connection and try again.',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
