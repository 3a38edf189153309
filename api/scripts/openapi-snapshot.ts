/**
 * Writes the API's OpenAPI document to test/fixtures/openapi.json, the copy `test/openapi.test.ts`
 * compares the running API with. Run it (`pnpm --filter @vd/api openapi:snapshot`) only when a change
 * of the API's paths or answers is meant, and commit the new file with that change.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config/env.js';

const app = await buildApp({ config: testConfig(), seed: false, logger: false });
const res = await app.inject({ method: 'GET', url: '/openapi.json' });
writeFileSync(new URL('../test/fixtures/openapi.json', import.meta.url), `${JSON.stringify(res.json(), null, 2)}\n`);
await app.close();
console.log('api: wrote test/fixtures/openapi.json');
