/**
 * Writes the map's embedded base layer, `remote-profile/src/ui/map/india-states.json`: India's state
 * and union-territory outlines from `@svg-maps/india` (CC BY 4.0, MapSVG), simplified to about 3 km
 * and rounded to 0.01° (decision 0055). Run again after bumping that package:
 *   pnpm exec tsx scripts/generate-india-outlines.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import india from '@svg-maps/india';
import { outlinesGeoJson } from './lib/india-outlines';

const out = path.resolve(import.meta.dirname, '../remote-profile/src/ui/map/india-states.json');
const json = `${JSON.stringify(outlinesGeoJson(india, { tolerance: 0.03, decimals: 2 }))}\n`;
writeFileSync(out, json);
console.log(`${path.relative(process.cwd(), out)}: ${json.length} bytes, ${gzipSync(json, { level: 9 }).length} gzip`);
