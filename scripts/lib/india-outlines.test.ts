import india from '@svg-maps/india';
import { describe, expect, it } from 'vitest';
import { MAPSVG_INDIA_BOUNDS, outlinesGeoJson, simplify, svgPathRings, svgToLngLat } from './india-outlines';

type Ring = [number, number][];
const inRing = ([x, y]: [number, number], ring: Ring): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

describe('India outlines from the SVG map', () => {
  it('reads relative and absolute movetos, linetos and closepaths', () => {
    expect(svgPathRings('m 10,10 5,0 0,5 z m 20,0 1,1 L 0,0 z')).toEqual([
      [
        [10, 10],
        [15, 10],
        [15, 15],
      ],
      [
        [30, 10],
        [31, 11],
        [0, 0],
      ],
    ]);
    expect(() => svgPathRings('M 0,0 C 1,1 2,2 3,3')).toThrow(/unsupported/);
  });

  it('maps the viewBox corners to the bounds and keeps Mercator in between', () => {
    const { west, north, east, south } = MAPSVG_INDIA_BOUNDS;
    expect(svgToLngLat([0, 0], 612, 696)).toEqual([west, expect.closeTo(north, 9)]);
    expect(svgToLngLat([612, 696], 612, 696)).toEqual([east, expect.closeTo(south, 9)]);
    // Mercator: the vertical middle of the picture is north of the middle latitude.
    expect(svgToLngLat([306, 348], 612, 696)[1]).toBeGreaterThan((north + south) / 2);
  });

  it('simplifies within the tolerance and keeps the ends', () => {
    expect(
      simplify(
        [
          [0, 0],
          [1, 0.01],
          [2, 0],
          [3, 1],
        ],
        0.05,
      ),
    ).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
    ]);
  });

  it('puts cities in their states (the layer is where the map says)', () => {
    const layer = outlinesGeoJson(india, { tolerance: 0.03, decimals: 2 });
    expect(layer.features).toHaveLength(36);
    const stateOf = (lng: number, lat: number) =>
      layer.features.filter((f) => f.geometry.coordinates.some(([ring]) => inRing([lng, lat], ring as Ring))).map((f) => f.properties.name);
    expect(stateOf(77.21, 28.61)).toEqual(['Delhi']);
    expect(stateOf(72.8777, 19.076)).toEqual(['Maharashtra']);
    expect(stateOf(80.27, 13.08)).toEqual(['Tamil Nadu']);
    expect(stateOf(88.36, 22.57)).toEqual(['West Bengal']);
    expect(stateOf(78.4867, 17.385)).toEqual(['Telangana']);
    expect(stateOf(91.74, 26.14)).toEqual(['Assam']);
  });
});
