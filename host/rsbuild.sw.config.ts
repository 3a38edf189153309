import { defineConfig } from '@rsbuild/core';

/**
 * The service worker (sw/): one self-contained, minified file at the output's root, `/sw.js`, so its
 * scope is the whole host. It runs after the host's build, into the same folder (`BUILD_OUT_DIR`, or
 * the path given with `--dist-path`), and leaves the host's files in place.
 */
export default defineConfig({
  source: { entry: { sw: './sw/index.ts' } },
  output: {
    target: 'web-worker',
    distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist', js: '' },
    filename: { js: '[name].js' },
    cleanDistPath: false,
    legalComments: 'none',
    sourceMap: false,
  },
  // The host's build copies public/; this one writes sw.js only.
  server: { publicDir: false },
  performance: { chunkSplit: { strategy: 'all-in-one' }, printFileSize: false },
});
