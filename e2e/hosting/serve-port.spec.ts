/**
 * `npm run serve` (and so `npm start`) listens on PORT when it is set, and on 3000 otherwise: an
 * editor who already has something on 3000 can preview on another port.
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string, child: ChildProcess, output: () => string): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited early:\n${output()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

test('npm run serve listens on the port PORT names', async () => {
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    env: { ...process.env, PORT: String(port), NO_UPDATE_CHECK: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const response = await answers(`http://127.0.0.1:${port}/`, child, () => output);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});
