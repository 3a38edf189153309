import path from 'node:path';
import { buildSync } from 'esbuild';
import type { EarlyData } from '../src/early/run';

/**
 * index.html's early script (`src/early/index.ts` and what it imports), bundled and minified for an
 * inline `<script>`, with the build's data (`__EARLY_DATA__`) in it.
 */
export function earlyScript(hostDir: string, data: EarlyData): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(hostDir, 'src/early/index.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2019',
    legalComments: 'none',
    define: { __EARLY_DATA__: JSON.stringify(data) },
    charset: 'utf8',
    logLevel: 'silent',
  });
  return inlineSafe(outputFiles[0]!.text.trim());
}

/** Script text that cannot end its `<script>` element early or open a comment in it. */
export const inlineSafe = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
