import { describe, expect, it } from 'vitest';
import { isUploadImageType } from './media.js';

describe('isUploadImageType', () => {
  it('takes JPEG, PNG and WebP by content type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG', 'image/jpg', 'image/pjpeg'])
      expect(isUploadImageType({ name: 'x', type })).toBe(true);
  });
  it('refuses other types, whatever the name says', () => {
    for (const type of ['image/gif', 'image/heic', 'image/svg+xml', 'application/pdf', 'text/plain', 'video/mp4'])
      expect(isUploadImageType({ name: 'shop.jpg', type })).toBe(false);
  });
  it('without a type, goes by the name’s ending', () => {
    expect(isUploadImageType({ name: 'front.JPG', type: '' })).toBe(true);
    expect(isUploadImageType({ name: 'front.webp' })).toBe(true);
    expect(isUploadImageType({ name: 'notes.txt', type: '' })).toBe(false);
    expect(isUploadImageType({ name: 'jpeg', type: '' })).toBe(false);
    expect(isUploadImageType({ name: '.png', type: '' })).toBe(false);
  });
});
