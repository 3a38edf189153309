import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.turbo', 'test-results']);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir).sort()) {
    if (SKIP.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry)) out.push(full);
  }
}

/**
 * A content hash of everything that goes into a build (its own sources, the shared library,
 * the lockfile and base config), so an unchanged app is not rebuilt and a release id names
 * exactly one build input.
 */
export function sourceHash(inputs: string[], root: string): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const files: string[] = [];
    if (statSync(input).isDirectory()) walk(input, files);
    else files.push(input);
    for (const file of files) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}
