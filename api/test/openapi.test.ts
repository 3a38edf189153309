import { readFileSync } from 'node:fs';
import { ROUTES } from '@vd/contract/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { BASE_PATH, testConfig } from '../src/config/env.js';

/**
 * The API's paths and answers are what the committed OpenAPI document says: a refactoring that
 * changes a path, a parameter, a schema or a status fails here. A change that is meant regenerates
 * the document (`pnpm --filter @vd/api openapi:snapshot`) in the same commit.
 */
describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let doc: { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), seed: false, logger: false });
    doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  });
  afterAll(() => app.close());

  it('is the committed one (test/fixtures/openapi.json)', () => {
    const committed = JSON.parse(readFileSync(new URL('./fixtures/openapi.json', import.meta.url), 'utf8'));
    expect(doc).toEqual(committed);
  });

  it('documents every contract route under the base path, with the contract method', () => {
    for (const route of Object.values(ROUTES)) {
      const path = `${'atRoot' in route ? '' : BASE_PATH}${route.path.replace(/:(\w+)/g, '{$1}').replace('/*', '/{*}')}`;
      expect(doc.paths[path], `${route.id}: ${path}`).toBeDefined();
      expect(Object.keys(doc.paths[path] ?? {}), route.id).toContain(route.method.toLowerCase());
    }
  });

  it('has no operation that is not a contract route', () => {
    const known = new Set(
      Object.values(ROUTES).map((r) => `${r.method.toLowerCase()} ${'atRoot' in r ? '' : BASE_PATH}${r.path.replace(/:(\w+)/g, '{$1}').replace('/*', '/{*}')}`),
    );
    known.add('get /health');
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(operations.filter((op) => !known.has(op))).toEqual([]);
  });
});
