import { describe, expect, it } from 'vitest';
import {
  buildGazetteer,
  cellKey,
  cleanPlaceName,
  distanceKm,
  MAX_SEARCH_WORDS,
  nearestPlace,
  parseGeonamesPostal,
  searchPlaces,
  searchWords,
  words,
} from './gazetteer.js';

// A slice of the GeoNames format: three PIN codes of one district on one centroid (Bengaluru's case), two Delhi places.
const TSV = [
  'IN\t110024\tLajpat Nagar (South Delhi)\tDelhi\t07\tSouth Delhi\t098\tNew Delhi\t\t28.5733\t77.2402\t4',
  'IN\t110024\tAmar Colony\tDelhi\t07\tSouth Delhi\t098\tNew Delhi\t\t28.5724\t77.2365\t3',
  'IN\t110024\tAmar Colony\tDelhi\t07\tSouth Delhi\t098\tNew Delhi\t\t28.5724\t77.2365\t3',
  'IN\t560034\tKoramangala\tKarnataka\t19\tBengaluru\t583\tBangalore South\t\t13.2257\t77.575\t3',
  'IN\t560001\tBangalore G.P.O.\tKarnataka\t19\tBengaluru\t583\tBangalore North\t\t13.2257\t77.575\t3',
  'IN\t560095\tKoramangala VI Bk\tKarnataka\t19\tBengaluru\t583\tBangalore South\t\t13.2257\t77.575\t1',
  'IN\t560034\tKoramangala Far\tKarnataka\t19\tBengaluru\t583\tBangalore South\t\t13.2928\t77.7516\t4',
  'IN\t560066\tWhitefield\tKarnataka\t19\tBengaluru\t583\tBangalore East\t\t13.2257\t77.575\t1',
  'IN\t243303\tGurgaon\tUttar Pradesh\t36\tBareilly\t131\tFaridpur\t\t28.2\t79.5\t4',
  'IN\t122001\tArjun Nagar\tHaryana\t10\tGurgaon\t086\tArjun Nagar\t\t28.418\t76.9839\t1',
  'IN\t12345\tBroken pin\tX\t1\tY\t2\t\t\t1\t1\t1',
  'not a row',
].join('\n');
const PINS = { '560034': { lat: 12.9261, lng: 77.6221 }, '560001': { lat: 12.9767, lng: 77.5901 } };

describe('parseGeonamesPostal', () => {
  const places = parseGeonamesPostal(TSV, PINS);

  it('reads rows once each, cleans names, skips broken rows', () => {
    expect(places.map((p) => `${p.pinCode} ${p.name}`)).toEqual([
      '110024 Lajpat Nagar',
      '110024 Amar Colony',
      '560034 Koramangala',
      '560001 Bangalore G.P.O.',
      '560095 Koramangala VI Bk',
      '560034 Koramangala Far',
      '560066 Whitefield',
      '243303 Gurgaon',
      '122001 Arjun Nagar',
    ]);
    expect(places[0]).toMatchObject({ district: 'South Delhi', state: 'Delhi', nameKey: 'lajpat nagar', districtKey: 'south delhi' });
  });

  it('moves places off a shared district centroid to their PIN code’s point when it is known', () => {
    const at = (pin: string) => places.find((p) => p.pinCode === pin)!;
    expect([at('560034').latitude, at('560034').longitude, at('560034').accuracy]).toEqual([12.9261, 77.6221, 2]);
    expect(at('560001').latitude).toBe(12.9767);
    // Its own point, but 30 km from its PIN code's: moved too.
    expect(places.find((p) => p.name === 'Koramangala Far')!.latitude).toBe(12.9261);
    // No point of its own: stays on the centroid.
    expect(at('560066').latitude).toBe(13.2257);
    // Delhi's places have their own points: untouched.
    expect(at('110024').latitude).toBe(28.5733);
  });
});

describe('search and reverse', () => {
  const g = buildGazetteer(parseGeonamesPostal(TSV, PINS));

  it('finds by locality, by several words across locality/district/state, and by PIN prefix', () => {
    expect(searchPlaces(g, 'lajpat', 5)[0]).toEqual({
      label: 'Lajpat Nagar, New Delhi, Delhi 110024',
      addressLineOne: 'Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110024',
      country: 'India',
      latitude: 28.5733,
      longitude: 77.2402,
    });
    expect(searchPlaces(g, 'koramangala karnataka', 5).map((p) => p.pinCode)).toEqual(['560034', '560034', '560095']);
    expect(searchPlaces(g, 'Bengaluru', 10)).toHaveLength(5);
    expect(searchPlaces(g, '5600', 10).map((p) => p.pinCode)).toEqual(['560001', '560034', '560034', '560066', '560095']);
    expect(searchPlaces(g, '110 024', 10)).toHaveLength(2);
    expect(searchPlaces(g, 'koramangala', 1)).toHaveLength(1);
    expect(searchPlaces(g, 'zzz', 5)).toEqual([]);
    expect(searchPlaces(g, '--', 5)).toEqual([]);
  });

  it('a text naming a district ranks its places first, under its former names too', () => {
    expect(searchPlaces(g, 'gurgaon', 5).map((p) => `${p.addressLineOne}, ${p.city}`)).toEqual(['Arjun Nagar, Gurgaon', 'Gurgaon, Bareilly']);
    // The new name finds the district (not a village that happens to be called Gurgaon).
    expect(searchPlaces(g, 'Gurugram', 5).map((p) => `${p.addressLineOne}, ${p.city}`)).toEqual(['Arjun Nagar, Gurgaon']);
    expect(searchPlaces(g, 'koramangala bangalore', 5).map((p) => p.pinCode)).toEqual(['560034', '560034', '560095']);
  });

  it('ranks an exact locality name above a longer one', () => {
    expect(searchPlaces(g, 'koramangala', 5)[0]!.addressLineOne).toBe('Koramangala');
  });

  it('answers the nearest place within the distance, or null', () => {
    const hit = nearestPlace(g, 12.93, 77.62, 50)!;
    expect(hit.place.name).toBe('Koramangala');
    expect(hit.km).toBeLessThan(1);
    expect(nearestPlace(g, 28.5735, 77.2405, 50)!.place.name).toBe('Lajpat Nagar');
    expect(nearestPlace(g, 20, 70, 50)).toBeNull();
  });
});

describe('helpers', () => {
  it('words, names, cells and distances', () => {
    expect(words('Lajpat Nagar-II, Sector 4')).toEqual(['lajpat', 'nagar', 'ii', 'sector', '4']);
    expect(words('Bélgaum')).toEqual(['belgaum']);
    expect(cleanPlaceName('Raipur (Ahmedabad) Gate')).toBe('Raipur Gate');
    expect(cellKey(28.57, 77.24)).toBe(285 * 10_000 + 772);
    expect(distanceKm(28.6139, 77.209, 19.076, 72.8777)).toBeGreaterThan(1100);
    expect(distanceKm(28.6139, 77.209, 19.076, 72.8777)).toBeLessThan(1200);
  });
});

describe('searchWords (issue 20: bounded work per search)', () => {
  it('keeps each word once, drops words that only repeat the start of another, at most MAX_SEARCH_WORDS', () => {
    expect(searchWords('a a a a a a a a')).toEqual(['a']);
    expect(searchWords('k kor koramangala Bengaluru b')).toEqual(['koramangala', 'bengaluru']);
    const many = searchWords('one two three four five six seven eight nine ten eleven twelve');
    expect(many).toHaveLength(MAX_SEARCH_WORDS);
    // The longest (most selective) words, in the text's order.
    expect(many).toEqual(['three', 'four', 'seven', 'eight', 'eleven', 'twelve']);
  });
});
