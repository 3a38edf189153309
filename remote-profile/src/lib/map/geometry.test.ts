import { INDIA_BOUNDS } from '@vd/contract/rules';
import { describe, expect, it } from 'vitest';
import { arrowKeyOffset, escapeHtml, INDIA_CENTRE, initialView, maxZoom, pinPosition, tileSource, ZOOM } from './geometry';

describe('pinPosition', () => {
  it('rounds to 6 decimals (about 0.1 m)', () => {
    expect(pinPosition({ latitude: 12.93456789, longitude: 77.62212345 })).toEqual({ latitude: 12.934568, longitude: 77.622123 });
  });

  it('keeps the pin inside the box of India the API accepts', () => {
    expect(pinPosition({ latitude: 45, longitude: 60 })).toEqual({ latitude: INDIA_BOUNDS.maxLatitude, longitude: INDIA_BOUNDS.minLongitude });
    expect(pinPosition({ latitude: -3, longitude: 120 })).toEqual({ latitude: INDIA_BOUNDS.minLatitude, longitude: INDIA_BOUNDS.maxLongitude });
  });

  it('is none for what is not a number', () => {
    expect(pinPosition({ latitude: null, longitude: 77 })).toBeNull();
    expect(pinPosition({ latitude: '12.9', longitude: 77 })).toBeNull();
    expect(pinPosition({ latitude: Number.NaN, longitude: 77 })).toBeNull();
  });
});

describe('the first view and zoom', () => {
  it('opens on the pin: street level with tiles, state level on the outline; all of India without a pin', () => {
    const shop = { latitude: 12.9, longitude: 77.6 };
    expect(initialView(shop, true)).toEqual({ centre: shop, zoom: ZOOM.tilesPin });
    expect(initialView(shop, false)).toEqual({ centre: shop, zoom: ZOOM.outlinePin });
    expect(initialView(null, true)).toEqual({ centre: INDIA_CENTRE, zoom: ZOOM.india });
    expect(maxZoom(true)).toBeGreaterThan(maxZoom(false));
  });
});

describe('arrowKeyOffset', () => {
  it('moves 10 px per arrow key, 1 px with Shift, nothing for other keys', () => {
    expect(arrowKeyOffset('ArrowUp', false)).toEqual({ x: 0, y: -10 });
    expect(arrowKeyOffset('ArrowDown', false)).toEqual({ x: 0, y: 10 });
    expect(arrowKeyOffset('ArrowLeft', true)).toEqual({ x: -1, y: 0 });
    expect(arrowKeyOffset('ArrowRight', true)).toEqual({ x: 1, y: 0 });
    expect(arrowKeyOffset('Enter', false)).toBeNull();
  });
});

describe('tileSource', () => {
  it('is none without a template (demo, tests), else the template and its credit', () => {
    expect(tileSource({})).toBeNull();
    expect(tileSource({ mapTilesUrl: ' ' })).toBeNull();
    expect(tileSource({ mapTilesUrl: 'https://t.example.in/{z}/{x}/{y}.png' })).toEqual({ url: 'https://t.example.in/{z}/{x}/{y}.png', attribution: '' });
    expect(tileSource({ mapTilesUrl: 'https://t.example.in/{z}/{x}/{y}.png', mapTilesAttribution: '© OpenStreetMap' })?.attribution).toBe('© OpenStreetMap');
  });

  it('escapes the credit: Leaflet writes it as HTML', () => {
    expect(escapeHtml('<b>"A" & \'B\'</b>')).toBe('&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;');
  });
});
