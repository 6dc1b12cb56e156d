import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';

const PORT = 48417;
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/busy-server.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    server.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
  });
});
afterAll(() => {
  server.kill();
});

/** A keep-alive client that asks again as soon as an answer is complete; resolves on the first. */
function client(stop: { done: boolean }) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    let first = true;
    let buffer = '';
    const socket = net.connect(PORT, '127.0.0.1');
    const ask = () => {
      if (stop.done) socket.destroy();
      else socket.write('GET /work HTTP/1.1\r\nHost: test\r\n\r\n');
    };
    socket.on('connect', ask);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1];
      if (end < 0 || length === undefined || buffer.length < end + 4 + Number(length)) return;
      buffer = buffer.slice(end + 4 + Number(length));
      if (first) {
        first = false;
        resolve(performance.now() - started);
      }
      ask();
    });
  });
}

it('a saturated server still answers a burst of new connections promptly', async () => {
  const stop = { done: false };
  // 60 connections keep the server busy (about 60 × 0.6 ms of work always waiting)…
  await Promise.all(Array.from({ length: 60 }, () => client(stop)));
  await new Promise((r) => setTimeout(r, 500));
  // …then 60 more arrive at once. Accepting one per turn of a 40 ms loop turn took seconds; one
  // per 2 ms turn, 260 ms. A turn that accepts lets one request through: ~150 ms.
  const waits = await Promise.all(Array.from({ length: 60 }, () => client(stop)));
  stop.done = true;
  const slowest = Math.max(...waits);
  expect(slowest).toBeLessThan(1000);
});
