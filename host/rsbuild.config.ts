import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BUNDLER_RUNTIME_GLOBAL, federationMajor, portFor, SHARED_RUNTIME_MODULES, sharedDependencies } from '@vd/tooling/mf';
import { compileHints, entryFiles } from '@vd/tooling/compile-hints';
import { bootFiles, bootPreload, laterFiles, pageModuleGroup, preloadsLargestFirst } from './build/boot-preload';
import { earlyScript } from './build/early-script';
import { brandTranslations, firstPaint } from './build/first-paint';

// The page runtime's files, preloaded by index.html itself (build/boot-preload.ts).
const preload = bootPreload();
// The lazy import of the router with the route table's screens (src/app/load-app.ts): every page but
// /login needs it.
const APP_REQUESTS = ['./App'];
// The lazy import of the frame of the screens past the sign-in (features/shell/load-shell.ts), and the
// lazy parts that frame always renders: its data layer, the header's open-now line and outbox count.
// axios is not among them: the API client loads it with its first request (@vd/shared/api), once the
// area's first reads start, so it does not share the slow line with the shell's own files.
const SHELL_REQUESTS = ['./index', './AreaDataLayer', './HeaderOpenNow', '../outbox/OutboxCount'];

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'vd_host',
      // No remote is known at build time: the host reads /remotes.json at start-up and
      // registers the releases it names (see src/features/remotes).
      remotes: {},
      shared: sharedDependencies(__dirname),
      shareStrategy: 'loaded-first',
      runtimePlugins: ['./src/features/remotes/resilience-plugin.ts', './src/features/remotes/bundler-runtime-plugin.ts'],
      dts: false,
      // Remote releases use the host's copy of the MF runtime (docs/platform.md).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: {
    entry: { index: './src/index.ts' },
    // The global on which the host lends its Module Federation bundler runtime, and its major.
    define: { __MF_MAJOR__: JSON.stringify(federationMajor()), __MF_BUNDLER_RUNTIME_GLOBAL__: JSON.stringify(BUNDLER_RUNTIME_GLOBAL) },
  },
  output: {
    assetPrefix: '/',
    // The build scripts build into a staging folder and swap it in (see scripts/lib/build.ts).
    distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
    cleanDistPath: true,
    // The host serves /remotes.json and /config.json itself; neither is part of the build.
    copy: [],
  },
  html: {
    template: './src/index.html',
    title: "Vendor Dashboard - Let's make Local Big",
    // The page-wide styles and the sign-in brand panel, painted before any JavaScript.
    templateParameters: firstPaint(__dirname),
    tags: [
      // Six requests at a time go to one HTTP/1.1 origin: the largest boot file (react-dom) is asked
      // for among the first six, not queued behind a small one.
      (tags) => preloadsLargestFirst(tags, preload.sizeOf),
      // The early script, right after the first paint's markup (src/early).
      (tags, { publicPath }) => {
        const urls = (files: string[]) => files.map((file) => `${publicPath}${file}`);
        const appFiles = preload.laterFiles(APP_REQUESTS);
        const shellFiles = preload.laterFiles(SHELL_REQUESTS).filter((file) => !appFiles.includes(file));
        // The entry's own file (`index.<hash>.js`), after any initial chunk it needs.
        const scripts = tags.filter((tag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string').map((tag) => String(tag.attrs?.src));
        const entryScript = scripts.find((src) => /\/index\.[0-9a-f]+\.js$/.test(src)) ?? scripts.at(-1);
        const children = earlyScript(__dirname, { brandTexts: brandTranslations(), appFiles: urls(appFiles), shellFiles: urls(shellFiles), entryScript });
        return [...tags, { tag: 'script', children, head: false }];
      },
    ],
  },
  server: {
    port: portFor('host'),
    historyApiFallback: true,
  },
  performance: {
    // The page runtime the boot runs (the @vd/shared and contract modules of the login page) in one
    // chunk; what only later screens use stays in their own chunks.
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          'vd-shared': preload.runtimeChunkGroup('vd-shared', SHARED_RUNTIME_MODULES),
          // The files a page asks for at once, few and whole: react, react-dom and jotai in one; the
          // router with the route table's screens in one; the signed-in shell in one.
          'lib-boot': pageModuleGroup('lib-boot', 30, preload.chunksOf(), undefined, /[\\/]node_modules[\\/]/),
          app: pageModuleGroup('app', 20, preload.chunksOf(APP_REQUESTS), preload.chunksOf()),
          shell: pageModuleGroup('shell', 10, preload.chunksOf(SHELL_REQUESTS), preload.chunksOf([...APP_REQUESTS, './bootstrap'])),
        },
      },
    },
    // The boot's chunks (bootstrap + the shared modules it consumes) start downloading with index.js
    // instead of after it has run; lazy chunks (languages, later screens) do not.
    preload: { type: 'async-chunks', include: preload.include },
  },
  tools: {
    rspack: {
      plugins: [
        preload.plugin,
        // What a page runs before its first screen (the entry with the MF runtime, the boot's files, the
        // router and the signed-in shell), compiled as it arrives.
        compileHints((compilation) => [
          ...entryFiles(compilation, 'index'),
          ...bootFiles(compilation),
          ...laterFiles(compilation, [...APP_REQUESTS, ...SHELL_REQUESTS]),
        ]),
      ],
    },
  },
});
