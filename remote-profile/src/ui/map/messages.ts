import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/** Texts of the shop map (public profile's Locate Us, /address). */
export const mapMessages = defineMessages('profile.map', {
  loading: 'Loading map...',
  failed: 'The map could not be loaded.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  outlineCredit: 'State outlines © MapSVG',
  pin: 'Shop location',
  movablePin: 'Shop location pin. Drag it, or use the arrow keys to move it (Shift for small steps).',
});

export const t = makeTranslator(mapMessages);
