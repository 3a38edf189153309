import { describe, expect, it } from 'vitest';
import { galleryPhotos } from './gallery';

describe('galleryPhotos', () => {
  const images = ['https://api/media/uploads/a.webp', 'https://api/media/seed/b.svg'];
  it('takes each photo’s thumbnail for the grid and keeps the full image for the overlay, in the record’s order', () => {
    const gallery = [
      { url: 'https://api/media/seed/b.svg', thumbnailUrl: 'https://api/media/seed/b.svg' },
      { url: 'https://api/media/uploads/a.webp', thumbnailUrl: 'https://api/media/uploads/a-thumb.webp' },
    ];
    expect(galleryPhotos(images, gallery)).toEqual([
      { thumb: 'https://api/media/uploads/a-thumb.webp', full: 'https://api/media/uploads/a.webp' },
      { thumb: 'https://api/media/seed/b.svg', full: 'https://api/media/seed/b.svg' },
    ]);
  });
  it('without the list (or a photo missing from it), the full image stands in', () => {
    expect(galleryPhotos(images, undefined).map((p) => p.thumb)).toEqual(images);
    expect(galleryPhotos(images, [{ url: images[0]!, thumbnailUrl: null }]).map((p) => p.thumb)).toEqual(images);
    expect(galleryPhotos(null, [])).toEqual([]);
    expect(galleryPhotos(['', images[0]!], undefined)).toHaveLength(1);
  });
});
