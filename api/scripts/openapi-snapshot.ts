/**
 * Writes the API's OpenAPI document to test/fixtures/openapi.json, the copy `test/openapi.test.ts`
 * compares the running API with. Run it (`pnpm --filter @vd/api openapi:snapshot`) only when a change
 * of the API's paths or answers is meant, and commit the new file with that change.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config/env.js';

const app = await buildApp({ config: testConfig(), seed: false, logger: false });
const res = await app.inject({ method: 'GET', url: '/openapi.json' });
const file = fileURLToPath(new URL('../test/fixtures/openapi.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(res.json(), null, 2)}\n`);
await app.close();
// In the repository's format (Biome), so the lint step passes on the file as written.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', file], { stdio: 'ignore' });
console.log('api: wrote test/fixtures/openapi.json');
