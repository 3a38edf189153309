import { describe, expect, it } from 'vitest';
import { galleryPhotos } from './gallery';

describe('galleryPhotos', () => {
  const images = ['https://cdn.example/a.webp', 'https://cdn.example/b.svg'];
  it('takes each photo’s thumbnail for the grid and keeps the full image for the overlay, in the record’s order', () => {
    const gallery = [
      { url: 'https://cdn.example/b.svg', thumbnailUrl: 'https://cdn.example/b.svg' },
      { url: 'https://cdn.example/a.webp', thumbnailUrl: 'https://cdn.example/a-thumb.webp' },
    ];
    expect(galleryPhotos(images, gallery)).toEqual([
      { thumb: 'https://cdn.example/a-thumb.webp', full: 'https://cdn.example/a.webp' },
      { thumb: 'https://cdn.example/b.svg', full: 'https://cdn.example/b.svg' },
    ]);
  });
  it('without the list (or a photo missing from it), the full image stands in', () => {
    expect(galleryPhotos(images, undefined).map((p) => p.thumb)).toEqual(images);
    expect(galleryPhotos(images, [{ url: images[0]!, thumbnailUrl: null }]).map((p) => p.thumb)).toEqual(images);
    expect(galleryPhotos(null, [])).toEqual([]);
    expect(galleryPhotos(['', images[0]!], undefined)).toHaveLength(1);
  });
});
