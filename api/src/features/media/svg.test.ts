import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './urls.js';
import { escapeXml, PICTURE_EMOJI_FONT, PICTURE_FONT, placeholderSvg, wrapText } from './svg.js';

describe('placeholderSvg', () => {
  it('makes a small valid-looking SVG with the title escaped', () => {
    const svg = placeholderSvg({ title: `Haldiram's <Bhujia> & more`, hue: 400, mark: '🥛' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Haldiram&apos;s &lt;Bhujia&gt; &amp; more');
    expect(svg).not.toContain('<Bhujia>');
    expect(svg).toContain('hsl(40,');
    expect(svg.length).toBeLessThan(3000);
  });
  it('names its faces: the picture a sans face, the emoji mark the emoji faces (no default serif, no search of every font)', () => {
    const svg = placeholderSvg({ title: 'Amul Taaza Milk', subtitle: 'Amul', hue: 200, mark: '🥛' });
    expect(svg).toMatch(new RegExp(`^<svg [^>]*font-family="${PICTURE_FONT}"`));
    expect(svg).toContain(`font-family="${PICTURE_EMOJI_FONT}" font-size="125" text-anchor="middle" dominant-baseline="middle">🥛</text>`);
    expect(PICTURE_EMOJI_FONT).toMatch(/^'Noto Color Emoji'/);
    // Every other text inherits the picture's face.
    expect(svg.match(/font-family=/g)).toHaveLength(2);
  });
  it('monogram: only the mark, white and centred, no title text (for avatars shown small)', () => {
    const svg = placeholderSvg({ title: 'Sharma General Store', hue: 28, mark: 'SG', monogram: true, width: 256, height: 256 });
    expect(svg).toContain('aria-label="Sharma General Store"');
    expect(svg).toMatch(/<text[^>]*fill="#fff"[^>]*>SG<\/text>/);
    expect(svg).not.toContain('>Sharma General Store<');
  });
  it('wraps long titles into at most two lines', () => {
    expect(wrapText('one two three four five six seven eight nine ten', 10, 2)).toHaveLength(2);
    expect(wrapText('short', 10, 2)).toEqual(['short']);
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });
});

describe('absoluteUrl', () => {
  it('prefixes stored paths and leaves absolute URLs alone', () => {
    expect(absoluteUrl('http://h:1', '/media/a.svg')).toBe('http://h:1/media/a.svg');
    expect(absoluteUrl('http://h:1', 'media/a.svg')).toBe('http://h:1/media/a.svg');
    expect(absoluteUrl('http://h:1', 'https://cdn/x.png')).toBe('https://cdn/x.png');
    expect(absoluteUrl('http://h:1', null)).toBeNull();
  });
});
