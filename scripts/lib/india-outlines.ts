/**
 * India's state and union-territory outlines as a small GeoJSON layer (decision 0055), made from
 * `@svg-maps/india` (CC BY 4.0, based on MapSVG's map of India). That map is drawn in Web Mercator
 * over India's extreme points; its viewBox is tight around them, so every SVG point maps back to a
 * longitude and latitude. The outlines are simplified (Douglas–Peucker) and rounded for a base
 * layer seen at country and state zoom, never street zoom.
 */

export type Point = [number, number];

/** The geographic box MapSVG's map of India covers: west, north, east, south (degrees). */
export const MAPSVG_INDIA_BOUNDS = { west: 68.176645, north: 37.09734, east: 97.395555, south: 6.753553 } as const;

/** Rings of an SVG path made of moveto, lineto and closepath commands (absolute or relative). */
export function svgPathRings(d: string): Point[][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const rings: Point[][] = [];
  let ring: Point[] | null = null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let i = 0;
  const close = () => {
    if (ring && ring.length > 0) rings.push(ring);
    ring = null;
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/^[a-zA-Z]$/.test(token)) {
      i++;
      if (token === 'z' || token === 'Z') {
        close();
        x = startX;
        y = startY;
        command = '';
        continue;
      }
      if (token === 'm' || token === 'M') {
        const dx = Number(tokens[i]);
        const dy = Number(tokens[i + 1]);
        i += 2;
        x = token === 'm' ? x + dx : dx;
        y = token === 'm' ? y + dy : dy;
        startX = x;
        startY = y;
        close();
        ring = [[x, y]];
        command = token === 'm' ? 'l' : 'L';
        continue;
      }
      if (token !== 'l' && token !== 'L') throw new Error(`unsupported SVG path command ${token}`);
      command = token;
      continue;
    }
    const a = Number(token);
    const b = Number(tokens[i + 1]);
    i += 2;
    if (command === 'l') {
      x += a;
      y += b;
    } else if (command === 'L') {
      x = a;
      y = b;
    } else throw new Error('SVG path coordinates without a command');
    if (!ring) ring = [];
    ring.push([x, y]);
  }
  close();
  return rings;
}

const mercatorY = (latitude: number): number => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
const latitudeOf = (y: number): number => (Math.atan(Math.sinh(y)) * 180) / Math.PI;

/** An SVG point of a viewBox `width` × `height` drawn in Web Mercator over `bounds` → [longitude, latitude]. */
export function svgToLngLat([px, py]: Point, width: number, height: number, bounds = MAPSVG_INDIA_BOUNDS): Point {
  const top = mercatorY(bounds.north);
  const bottom = mercatorY(bounds.south);
  return [bounds.west + (px / width) * (bounds.east - bounds.west), latitudeOf(top - (py / height) * (top - bottom))];
}

/** Douglas–Peucker: the points that keep the line within `tolerance` of the original. */
export function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = 0;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const d = length > 1e-12 ? Math.abs(dy * px - dx * py + bx * ay - by * ax) / length : Math.hypot(px - ax, py - ay);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (distance > tolerance) {
      keep[farthest] = 1;
      stack.push([a, farthest], [farthest, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const ringArea = (ring: Point[]): number => {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
};

export interface OutlineOptions {
  /** Largest allowed deviation, degrees (0.03° ≈ 3 km). */
  tolerance: number;
  /** Decimals kept (2 ≈ 1 km). */
  decimals: number;
}

export interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}

/**
 * The GeoJSON FeatureCollection of the map's locations (properties `id`, `name`): each ring
 * simplified and rounded, closed, islands smaller than the tolerance dropped (a location keeps at
 * least its largest ring).
 */
export function outlinesGeoJson(map: SvgMap, { tolerance, decimals }: OutlineOptions) {
  const [, , width, height] = map.viewBox.split(/\s+/).map(Number) as [number, number, number, number];
  const round = (n: number) => Number(n.toFixed(decimals));
  const features = map.locations.map((location) => {
    const rings = svgPathRings(location.path)
      .map((ring) =>
        simplify(
          ring.map((p) => svgToLngLat(p, width, height)),
          tolerance,
        ),
      )
      .map((ring) => ring.map(([lng, lat]): Point => [round(lng), round(lat)]));
    const largest = rings.reduce((a, b) => (ringArea(b) > ringArea(a) ? b : a));
    const kept = rings.filter((ring) => ring === largest || (ring.length >= 4 && ringArea(ring) > tolerance * tolerance * 4));
    const coordinates = kept.map((ring) => {
      const first = ring[0]!;
      const last = ring[ring.length - 1]!;
      return [first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first]];
    });
    return { type: 'Feature' as const, properties: { id: location.id, name: location.name }, geometry: { type: 'MultiPolygon' as const, coordinates } };
  });
  return { type: 'FeatureCollection' as const, features };
}
