#!/usr/bin/env node
// Entry point for the README's two commands on a fresh machine that has only Node 20+ and npm:
//   npm start  → installs pnpm 10 if missing, installs dependencies, runs scripts/demo.ts
//   npm test   → the same, then runs scripts/test-all.ts (every test)
// Plain JavaScript on purpose: it runs before any dependency (TypeScript, tsx) is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
const scripts = { demo: 'scripts/demo.ts', test: 'scripts/test-all.ts' };
if (!scripts[task]) {
  console.error('usage: node scripts/bootstrap.mjs <demo|test>');
  process.exit(2);
}

function pnpmMajor() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status !== 0) return null;
  return Number.parseInt(result.stdout.trim().split('.')[0], 10);
}

function ensurePnpm() {
  if (pnpmMajor() === 10) return ['pnpm'];
  console.log('Installing pnpm 10 (npm i -g pnpm@10) …');
  const global = spawnSync('npm', ['install', '--global', 'pnpm@10'], { stdio: 'inherit' });
  if (global.status === 0 && pnpmMajor() === 10) return ['pnpm'];
  console.log('Global install not possible here; using npx pnpm@10.');
  return ['npx', '--yes', 'pnpm@10'];
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const [pnpm, ...pnpmArgs] = ensurePnpm();
const installArgs = [...pnpmArgs, 'install'];
if (existsSync(path.join(root, 'pnpm-lock.yaml'))) installArgs.push('--frozen-lockfile');
const installed = await run(pnpm, installArgs);
if (installed !== 0) process.exit(installed);

const code = await run(pnpm, [...pnpmArgs, 'exec', 'tsx', scripts[task], ...process.argv.slice(3)]);
process.exit(code);
