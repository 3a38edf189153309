import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** The benchmark's floor page: built by the bench into .bench/floor and served by the host's server under /bench-floor/. */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: path.join(import.meta.dirname, 'main.tsx') } },
  output: {
    assetPrefix: '/bench-floor/',
    distPath: { root: process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../../.bench/floor') },
    cleanDistPath: true,
  },
  html: { title: 'Floor' },
  // One file of JavaScript, as small as React allows: no split, no polyfills.
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
