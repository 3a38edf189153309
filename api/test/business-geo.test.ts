/**
 * GET geo/search and GET geo/reverse on the real embedded data set: no network, answers in well
 * under 100 ms once the data is loaded, 4xx for bad input; the search's line is bounded per vendor
 * (over every process, in the database) and per process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer } from '../src/features/geo/gazetteer.js';
import { GEO_MAX_IN_LINE, GEO_SEARCHES_PER_VENDOR, geoService } from '../src/features/geo/service.js';
import { type BusinessFixture, businessFixture, call } from './business-fixture.js';
import { addVendor, uniquePhone } from './helpers.js';

let f: BusinessFixture;
beforeAll(async () => {
  f = await businessFixture();
  // What main.ts does at start-up (warmGeocoder): the first search then does not pay for the load.
  await loadGazetteer();
}, 120_000);
afterAll(async () => {
  await f.close();
});

interface Place {
  label: string;
  addressLineOne?: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
  latitude: number;
  longitude: number;
  distanceKm?: number;
}
const search = async (q: string, extra = '') => call(f.t, 'GET', `geo/search?q=${encodeURIComponent(q)}${extra}`, f.tokenA);

describe('GET geo/search', () => {
  it('finds Indian localities with everything the address form needs', async () => {
    const res = await search('lajpat nagar');
    expect(res.statusCode, res.body).toBe(200);
    const first = (res.json() as Place[])[0]!;
    expect(first).toMatchObject({
      label: 'Lajpat Nagar, New Delhi, Delhi 110024',
      addressLineOne: 'Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110024',
      country: 'India',
    });
    expect(first.latitude).toBeCloseTo(28.57, 1);
    expect(first.longitude).toBeCloseTo(77.24, 1);
  });

  it('takes a city, several words, a PIN code and a limit', async () => {
    const koramangala = (await search('koramangala bengaluru')).json() as Place[];
    expect(koramangala[0]).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', pinCode: '560034' });
    // Bengaluru's PIN codes have their own points, not the district's centroid (13.2257, 77.575).
    expect(koramangala[0]!.latitude).toBeCloseTo(12.93, 1);
    const pin = (await search('400069')).json() as Place[];
    expect(pin.length).toBeGreaterThan(0);
    for (const p of pin) expect(p.pinCode).toBe('400069');
    expect(((await search('pune', '&limit=3')).json() as Place[]).length).toBe(3);
    expect(((await search('pune')).json() as Place[]).length).toBe(8);
    expect((await search('qqqxxzz')).json()).toEqual([]);
  });

  it('answers in well under 100 ms', async () => {
    const times: number[] = [];
    for (const q of ['ma', 'andheri east', 'park street kolkata', '5600', 'nagar', 'koramangala', 'salt lake', 'gandhi nagar gujarat']) {
      const started = performance.now();
      const res = await search(q);
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    times.sort((a, b) => a - b);
    // The median includes the session check (a database query); the search itself is a few ms.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(100);
  });

  it('bounds the work of a text of many one-letter words: twenty at once leave /health answering in under 200 ms; a vendor’s searches past its two places are refused at once (429)', async () => {
    const hostile = Array.from({ length: 50 }, (_, i) => 'asmkbpdr'[i % 8]).join(' ');
    const single = await search(hostile);
    expect(single.statusCode, single.body).toBe(200);
    expect((single.json() as Place[]).length).toBeLessThanOrEqual(8);

    let pending = 20;
    const searches = Array.from({ length: 20 }, (_, i) =>
      call(f.t, 'GET', `geo/search?q=${encodeURIComponent(`${hostile.slice(0, 98)} ${'asmkbpdr'[i % 8]}`)}`, i % 2 === 0 ? f.tokenA : f.tokenB).finally(() => {
        pending--;
      }),
    );
    const healthTimes: number[] = [];
    while (pending > 0) {
      const started = performance.now();
      const health = await f.t.app.inject({ method: 'GET', url: '/health' });
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Each answer is a result, or the vendor's refusal while its two places were held: never a wait.
    for (const res of await Promise.all(searches)) {
      if (res.statusCode === 200) continue;
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toMatchObject({ code: 'GEO_SEARCH_IN_PROGRESS' });
      expect(res.headers['retry-after']).toBe('1');
    }
    // /health was asked several times while the searches ran, and answered fast: the typical answer
    // within 200 ms (an unbounded search holds the event loop ~0.7 s, so half of the answers would
    // wait longer than that), none held for a second. The slowest one is not held to 200 ms: on a
    // loaded 2-core machine the scheduler alone can delay one answer that long (seen: 490 ms once).
    expect(healthTimes.length).toBeGreaterThan(1);
    const sorted = [...healthTimes].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(200);
    expect(sorted.at(-1)).toBeLessThan(1000);
  });

  it('a vendor holds at most two search places over every process (counted in the database): a third is 429 with Retry-After, another vendor is served, a lapsed place is free', async () => {
    expect(GEO_SEARCHES_PER_VENDOR).toBe(2);
    // Two searches of vendor A running in other API processes: their places are in the database.
    for (const slot of [0, 1]) {
      await f.tdb.db.query(
        `INSERT INTO work_leases (kind, vendor_id, slot, token, expires_at) VALUES ('geo-search', $1, $2, gen_random_uuid(), now() + interval '30 seconds')
         ON CONFLICT (kind, vendor_id, slot) DO UPDATE SET token = EXCLUDED.token, expires_at = EXCLUDED.expires_at`,
        [f.vendorA, slot],
      );
    }
    try {
      const refused = await search('pune');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        statusCode: 429,
        code: 'GEO_SEARCH_IN_PROGRESS',
        message: 'Too many place searches at once. Please wait for the last one to finish.',
      });
      expect(refused.headers['retry-after']).toBe('1');
      expect((await call(f.t, 'GET', 'geo/search?q=pune', f.tokenB)).statusCode).toBe(200);
      // One of those processes died: its place frees itself when its lease passes (database clock).
      await f.tdb.db.query("UPDATE work_leases SET expires_at = now() - interval '1 second' WHERE vendor_id = $1 AND slot = 1", [f.vendorA]);
      expect((await search('pune')).statusCode).toBe(200);
    } finally {
      await f.tdb.db.query("DELETE FROM work_leases WHERE kind = 'geo-search' AND vendor_id = $1", [f.vendorA]);
    }
  });

  it('a process takes a bounded line of searches: past it, one more is refused at once (503 GEO_SEARCH_BUSY, Retry-After), not queued', async () => {
    const geo = geoService(f.tdb.db);
    const vendors = await Promise.all(Array.from({ length: GEO_MAX_IN_LINE + 8 }, () => addVendor(f.tdb.db, uniquePhone())));
    const results = await Promise.allSettled(vendors.map((v) => geo.search(v, 'pune', 8)));
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason as { statusCode: number; code: string; headers: Record<string, string> });
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(GEO_MAX_IN_LINE);
    expect(refused).toHaveLength(8);
    for (const err of refused) expect(err).toMatchObject({ statusCode: 503, code: 'GEO_SEARCH_BUSY', headers: { 'Retry-After': '1' } });
    // The line is free again.
    expect(await geo.search(vendors[0]!, 'pune', 3)).toHaveLength(3);
  });

  it('refuses a missing, too short or too long q and a bad limit with 400', async () => {
    for (const url of ['geo/search', 'geo/search?q=a', `geo/search?q=${'x'.repeat(101)}`, 'geo/search?q=pune&limit=0', 'geo/search?q=pune&limit=21']) {
      const res = await call(f.t, 'GET', url, f.tokenA);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET geo/reverse', () => {
  it('answers the nearest locality with its distance', async () => {
    const res = await call(f.t, 'GET', 'geo/reverse?lat=28.5677&lng=77.2433', f.tokenA);
    expect(res.statusCode, res.body).toBe(200);
    const place = res.json() as Place;
    expect(place).toMatchObject({ city: 'New Delhi', state: 'Delhi', pinCode: '110024', country: 'India' });
    expect(place.distanceKm).toBeLessThan(2);
    const bengaluru = (await call(f.t, 'GET', 'geo/reverse?lat=12.9352&lng=77.6245', f.tokenA)).json() as Place;
    expect(bengaluru).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
    expect(bengaluru.pinCode).toMatch(/^560/);
  });

  it('400 outside India or for bad numbers, 404 out at sea', async () => {
    const london = await call(f.t, 'GET', 'geo/reverse?lat=51.5&lng=-0.12', f.tokenA);
    expect(london.statusCode).toBe(400);
    expect(london.json().code).toBe('LOCATION_OUTSIDE_INDIA');
    for (const url of ['geo/reverse?lat=abc&lng=77', 'geo/reverse?lat=28', 'geo/reverse?lat=95&lng=77']) {
      expect((await call(f.t, 'GET', url, f.tokenA)).statusCode, url).toBe(400);
    }
    const sea = await call(f.t, 'GET', 'geo/reverse?lat=15&lng=70', f.tokenA);
    expect(sea.statusCode).toBe(404);
    expect(sea.json()).toMatchObject({ code: 'PLACE_NOT_FOUND', message: 'Could not determine address from your location.' });
  });
});

describe('who may call', () => {
  it('a vendor session only: 401 without, 403 for a customer', async () => {
    expect((await call(f.t, 'GET', 'geo/search?q=pune', null)).statusCode).toBe(401);
    expect((await call(f.t, 'GET', 'geo/reverse?lat=28.5&lng=77.2', null)).statusCode).toBe(401);
    const customer = await call(f.t, 'GET', 'geo/search?q=pune', f.customerToken);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('NOT_A_VENDOR');
  });
});
