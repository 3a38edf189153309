import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENT_SCHEMAS, ORDER_STATUSES, OrderSchema, OrderStatusSchema, StatusChangeRequestSchema } from './index.js';

const here = path.dirname(new URL(import.meta.url).pathname);
/** The module specifiers of a file's import and export statements. */
const specifiers = (text: string) => [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the API contract', () => {
  it('rules never import TypeBox (the apps import them at run time); only the Node-safe catalogue core', () => {
    const dir = path.join(here, 'rules');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(
        specifiers(text).filter((spec) => !spec.startsWith('./') && !/^(\.\.\/)+i18n\/messages\.js$/.test(spec)),
        file,
      ).toEqual([]);
    }
  });

  it('relative imports carry .js (the API compiles them with NodeNext)', () => {
    const files = ['index.ts', ...['rules', 'schemas'].flatMap((d) => readdirSync(path.join(here, d)).map((f) => `${d}/${f}`))].filter((f) =>
      f.endsWith('.ts'),
    );
    for (const file of files) {
      const text = readFileSync(path.join(here, file), 'utf8');
      const relative = specifiers(text).filter((spec) => spec.startsWith('.'));
      expect(
        relative.filter((spec) => !spec.endsWith('.js')),
        file,
      ).toEqual([]);
    }
  });

  it('browser code imports the schemas module for types only (TypeBox never reaches the browser)', () => {
    const repo = path.resolve(here, '../..');
    const apps = ['host', 'remote-orders', 'remote-store', 'remote-pricing', 'remote-profile'].map((app) => path.join(repo, app, 'src'));
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const sharedSources = sources(path.join(repo, 'shared', 'src')).filter((f) => !/\.test\.tsx?$/.test(f));
    const offenders = [...apps.flatMap(sources), ...sharedSources].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"](@vd\/contract)['"]/gm)].map(
        (m) => `${path.relative(repo, file)} → ${m[1]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the status schemas are built from the rules', () => {
    expect(OrderStatusSchema).toMatchObject({ type: 'string', enum: [...ORDER_STATUSES] });
    expect(OrderSchema.properties.status).toMatchObject({ enum: [...ORDER_STATUSES] });
    expect(StatusChangeRequestSchema.properties.status).toMatchObject({ enum: [...ORDER_STATUSES, 'Delivered'] });
    expect(StatusChangeRequestSchema.required).toEqual(['orderId', 'status']);
  });

  it('every component has a unique $id, registered after the components it refers to', () => {
    const ids: string[] = COMPONENT_SCHEMAS.map((s) => s.$id);
    expect(new Set(ids).size).toBe(ids.length);
    COMPONENT_SCHEMAS.forEach((schema, i) => {
      const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"([^"#]+)#"/g)].map((m) => m[1]!);
      for (const ref of refs) expect(ids.indexOf(ref), `${schema.$id} → ${ref}`).toBeLessThanOrEqual(i);
    });
  });
});
