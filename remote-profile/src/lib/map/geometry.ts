/**
 * The shop maps' pure rules: where a pin may be (inside the box of India the API
 * accepts, rounded to what a door needs), the first view of a map, how far one arrow key moves the
 * pin, and the tile source of the runtime configuration.
 */
import { INDIA_BOUNDS } from '@vd/contract/rules';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Decimals a saved coordinate keeps: 6 ≈ 0.1 m, finer than any door and than a phone's fix. */
export const COORDINATE_DECIMALS = 6;

/** India's middle, for a map without a pin. */
export const INDIA_CENTRE: LatLng = { latitude: 22.5, longitude: 80 };

/** Zoom levels: all of India; a pin over the embedded outline (state level); a pin over tiles (street level). */
export const ZOOM = { india: 4, outlinePin: 6, tilesPin: 17, minimum: 3, outlineMaximum: 12, tilesMaximum: 19 } as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const round = (n: number) => Number(n.toFixed(COORDINATE_DECIMALS));

/**
 * A point the pin may take: inside India's box (the API refuses anything else), rounded. A point
 * that is not a number is none.
 */
export function pinPosition(point: { latitude: unknown; longitude: unknown }): LatLng | null {
  const { latitude, longitude } = point;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return {
    latitude: round(clamp(latitude, INDIA_BOUNDS.minLatitude, INDIA_BOUNDS.maxLatitude)),
    longitude: round(clamp(longitude, INDIA_BOUNDS.minLongitude, INDIA_BOUNDS.maxLongitude)),
  };
}

/** Where a map opens: on the pin (street level with tiles, state level on the outline), else all of India. */
export function initialView(position: LatLng | null, hasTiles: boolean): { centre: LatLng; zoom: number } {
  if (!position) return { centre: INDIA_CENTRE, zoom: ZOOM.india };
  return { centre: position, zoom: hasTiles ? ZOOM.tilesPin : ZOOM.outlinePin };
}

/** The deepest zoom: street level over tiles; the outline has nothing to show past city level. */
export const maxZoom = (hasTiles: boolean): number => (hasTiles ? ZOOM.tilesMaximum : ZOOM.outlineMaximum);

/** Screen pixels one arrow key moves the pin: 10, or 1 with Shift (fine steps). */
export const KEY_STEP_PX = { normal: 10, fine: 1 } as const;

/** The pixel offset of an arrow key (x right, y down), or null for any other key. */
export function arrowKeyOffset(key: string, fine: boolean): { x: number; y: number } | null {
  const step = fine ? KEY_STEP_PX.fine : KEY_STEP_PX.normal;
  switch (key) {
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    default:
      return null;
  }
}

export interface TileSource {
  /** `{z}/{x}/{y}` template (`{s}`: subdomains a, b, c). */
  url: string;
  /** Plain text credit shown on the map ('' when the configuration gives none). */
  attribution: string;
}

/** The tiles of the runtime configuration (already validated when config.json was read), or none. */
export function tileSource(config: { mapTilesUrl?: string; mapTilesAttribution?: string }): TileSource | null {
  const url = config.mapTilesUrl?.trim();
  return url ? { url, attribution: config.mapTilesAttribution?.trim() ?? '' } : null;
}

/** Text for Leaflet's attribution control, which writes HTML: the credit as text, never as markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
