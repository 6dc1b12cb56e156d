import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Node's flags for the server, as `npm start` gives them (package.json). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--import', 'tsx'];

/** Starts the real server as `npm start` does, on a fresh data dir, and waits until it answers. */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-perf-'));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      const body = (await res.json()) as { status?: string };
      if (body.status === 'ok') break; // our own server answered, not another process on the port
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
    if (i === 119) throw new Error('server did not answer /healthz in 30 s');
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export function writeResults(file: string, data: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nWritten to ${file}`);
}
