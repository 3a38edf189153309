import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited (and been reaped). */
  exited: Promise<number | null>;
}

/**
 * The real API (src/main.ts through tsx) as a child process on 127.0.0.1:port. The environment is
 * exactly `env` plus PATH/HOME: nothing of this test process (e.g. DATABASE_URL) leaks in by accident.
 */
export function startApi(port: number, env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Polls GET /health until it answers 200; fails at once if the process exits. */
export async function waitForHealth(api: ApiProcess, timeoutMs = 60_000): Promise<{ status: string; db: string; dbKind: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      throw new Error(`the API exited (${api.child.exitCode ?? api.child.signalCode}) before answering /health:\n${api.output()}`);
    }
    try {
      const res = await fetch(`${api.url}/health`);
      if (res.status === 200) return (await res.json()) as { status: string; db: string; dbKind: string };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the API did not answer /health within ${timeoutMs} ms:\n${api.output()}`);
}

/** SIGTERM (or the given signal) and wait for the exit. */
export async function stopApi(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  await api.exited;
}
