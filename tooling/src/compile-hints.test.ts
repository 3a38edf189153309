import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, entryFiles } from './compile-hints';

/** A minified production build of an entry that loads a lazy chunk, with the plugin marking `files`. */
async function build(files: (compilation: Parameters<Parameters<typeof compileHints>[0]>[0]) => Iterable<string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vd-hints-'));
  writeFileSync(path.join(dir, 'index.js'), "export function start() { return import('./later.js').then((m) => m.later()); }\nstart();\n");
  writeFileSync(path.join(dir, 'later.js'), "export function later() { return 'later'; }\n");
  const out = path.join(dir, 'dist');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { index: './index.js' },
    output: { path: out, filename: '[name].[contenthash:8].js', chunkFilename: 'async/[name].[contenthash:8].js' },
    devtool: 'source-map',
    plugins: [compileHints(files)],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : stats?.hasErrors() ? reject(new Error(stats.toString())) : resolve())),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const read = (folder: string) =>
    readdirSync(path.join(out, folder))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(path.join(out, folder, file), 'utf8') }));
  return { entry: read('.'), lazy: read('async'), out };
}

describe('compile hints (decision 0067)', () => {
  it("puts V8's hint on the first line of the files named, after minification, and on no other file", async () => {
    const { entry, lazy } = await build((compilation) => entryFiles(compilation, 'index'));
    expect(entry).toHaveLength(1);
    expect(entry[0]!.text.split('\n')[0]).toBe(COMPILE_HINT);
    // Minified: the hint is the only comment line above the code.
    expect(entry[0]!.text.split('\n')[1]).not.toMatch(/^\/\//);
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(file.text.startsWith(COMPILE_HINT), file.file).toBe(false);
  });

  it("keeps the file's source map true: the code is one line further down", async () => {
    const { entry, out } = await build((compilation) => entryFiles(compilation, 'index'));
    const map = JSON.parse(readFileSync(path.join(out, `${entry[0]!.file}.map`), 'utf8')) as { mappings: string };
    // The first generated line (the hint) maps to nothing.
    expect(map.mappings.startsWith(';')).toBe(true);
  });

  it('leaves a build alone when it names no file, or only files that are not scripts', async () => {
    const { entry } = await build(() => ['index.css', 'missing.js']);
    expect(entry[0]!.text.startsWith(COMPILE_HINT)).toBe(false);
  });
});
