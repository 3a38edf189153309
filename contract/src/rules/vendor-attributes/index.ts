/**
 * Vendor attributes (spec section 3 "Vendor attribute", 4 "Attribute editor", 5): names, encodings,
 * validation, pickup slots and the business-details editor's rules, one copy for the API and the
 * apps. Plain data and functions, no TypeBox.
 */
export * from './codecs.js';
export * from './editor.js';
export * from './messages.js';
export * from './names.js';
export * from './slots.js';
export * from './validate.js';
export { readAttribute, type AttributeRecordEntry } from './read.js';
