import type { LatLng } from '../../lib/map/geometry';

/** What both map components take: the lazy Leaflet map and its placeholder. */
export interface ShopMapProps {
  /** Where the pin is; none: all of India, and no pin until the owner taps (editable maps). */
  position: LatLng | null;
  /** The map's accessible name. */
  label: string;
  /** Editable maps: the pin is dragged, tapped to a new point or moved with the arrow keys; each move ends here. */
  onMove?: (position: LatLng) => void;
  /** Greyed (Locate Us without an address). */
  muted?: boolean;
  testId?: string;
}
