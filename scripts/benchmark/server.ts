import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Serves a folder (by its serve.json) with `npm run serve`'s server on loopback, on BENCH_PORT or a
 * free port, while `work` runs on its origin.
 */
export async function serving<T>(cwd: string, work: (origin: string) => Promise<T>): Promise<T> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const serveScript = path.join(process.cwd(), 'scripts', 'serve.mjs');
  const child = spawn(process.execPath, [serveScript, '--port', String(port), '--host', '127.0.0.1'], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server prints its address once it listens, or exits: a port taken (what answers there would
  // be measured instead of this folder), or no serve.json.
  const [first] = await Promise.race([once(child.stdout, 'data'), once(child, 'exit')]);
  if (!Buffer.isBuffer(first)) throw new Error(`The static server exited (${first})`);
  try {
    return await work(origin);
  } finally {
    // serve.mjs closes the browsers' keep-alive connections on SIGTERM, so it exits at once.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}
