import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions, remoteRsbuildOptions } from '@vd/tooling/mf';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(remoteFederationOptions('pricing', __dirname))],
  ...remoteRsbuildOptions('pricing'),
});
