import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { BUNDLER_RUNTIME_GLOBAL, federationMajor, portFor, SHARED_RUNTIME_MODULES, sharedDependencies } from '@vd/tooling/mf';
import { firstPaint } from './src/boot/first-paint';
import { compileHints, entryFiles } from '@vd/tooling/compile-hints';
import { bootFiles, bootPreload, laterFiles, pageModuleGroup, preloadsLargestFirst } from './src/boot/boot-preload';
import { entryScriptSrc, shellPreloadScript } from './src/boot/shell-preload';

// The page runtime's files, asked for by index.html itself (issue 25, decision 0060).
const preload = bootPreload();
// The lazy import of the frame of the screens past the sign-in (src/app/shell.ts), and the lazy
// parts that frame always renders: its data layer (react-query, the live poll, the outbox; in
// RootLayout) and the header's open-now line and outbox count (Header). Without them in index.html
// they were asked for only once the shell had run, ~0.5 s later on the slow phone (issue 25).
const SHELL_REQUESTS = ['../features/shell', './AreaDataLayer', './HeaderOpenNow', '../outbox/OutboxCount'];
// The router and the route table's screens before the shell (src/app/load-app.ts): not on a page that
// opens on /login, preloaded by index.html on every other page (decision 0064).
const APP_REQUESTS = ['./App'];

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
      // Remote releases use the host's copy of the MF runtime (decision 0010).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: {
    entry: { index: './src/index.ts' },
    // The global on which the host lends its Module Federation bundler runtime, and its major (decision 0068).
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
    // Inline styles and the sign-in brand panel painted before JavaScript (decision 0022).
    templateParameters: firstPaint(__dirname),
    // The signed-in shell's chunks, asked for at once on a page that opens past the sign-in (decision 0061).
    tags: [
      // The boot's preloads largest first: six requests at a time go to one HTTP/1.1 origin, and the
      // largest file (react-dom) is the last to arrive; asked for in the first six, it is not queued
      // behind a small one (issue 25). Stylesheets keep their place (the browser puts them first).
      (tags) => preloadsLargestFirst(tags, preload.sizeOf),
      (tags, { publicPath }) => {
        const urls = (files: string[]) => files.sort((a, b) => preload.sizeOf(b) - preload.sizeOf(a)).map((file) => `${publicPath}${file}`);
        const app = preload.laterFiles(APP_REQUESTS);
        const shell = urls(preload.laterFiles(SHELL_REQUESTS).filter((file) => !app.includes(file)));
        // Asked for once the entry has run, so that React arrives first (decision 0067).
        const script = shellPreloadScript(shell, urls(app), entryScriptSrc(tags));
        return script ? [...tags, { tag: 'script', children: script, head: true, append: true }] : tags;
      },
    ],
  },
  server: {
    port: portFor('host'),
    historyApiFallback: true,
  },
  performance: {
    // The page runtime the boot runs (the @vd/shared and contract modules of the login page) in one
    // chunk (decisions 0052, 0061); what only later screens use stays in their own chunks.
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          'vd-shared': preload.runtimeChunkGroup('vd-shared', SHARED_RUNTIME_MODULES),
          // The files a page asks for at once, few and whole (decision 0064): react, react-dom and
          // jotai in one; the router with the route table's screens in one; the signed-in shell in one.
          'lib-boot': pageModuleGroup('lib-boot', 30, preload.chunksOf(), undefined, /[\\/]node_modules[\\/]/),
          app: pageModuleGroup('app', 20, preload.chunksOf(APP_REQUESTS), preload.chunksOf()),
          shell: pageModuleGroup('shell', 10, preload.chunksOf(SHELL_REQUESTS), preload.chunksOf([...APP_REQUESTS, './bootstrap'])),
        },
      },
    },
    // The boot's chunks (bootstrap + the shared modules it consumes) start downloading with index.js
    // instead of after it has run (decision 0060); lazy chunks (languages, later screens) do not.
    preload: { type: 'async-chunks', include: preload.include },
  },
  tools: {
    rspack: {
      plugins: [
        preload.plugin,
        // What a page runs before its first screen (the entry with the MF runtime, the boot's files, the
        // router and the signed-in shell), compiled as it arrives (decision 0067).
        compileHints((compilation) => [
          ...entryFiles(compilation, 'index'),
          ...bootFiles(compilation),
          ...laterFiles(compilation, [...APP_REQUESTS, ...SHELL_REQUESTS]),
        ]),
      ],
    },
  },
});
