import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static server did not answer at ${url}`);
}

/** Serves a folder with `npm run serve`'s server on loopback; `configFile` (from `cwd`) names the folder. */
export async function startStaticServer(cwd: string, configFile: string, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  // Something else answering on the port would be measured instead of this folder.
  if (await fetch(`${origin}/`).catch(() => undefined)) throw new Error(`Port ${port} is already in use`);
  const serveScript = path.join(process.cwd(), 'scripts', 'serve.mjs');
  const child = spawn(
    process.execPath,
    [serveScript, '--config', configFile, '--port', String(port), '--host', '127.0.0.1'],
    { cwd, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The static server exited (${code})`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForServer(`${origin}/`, 15_000), exited]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        // A server still waiting on the browsers' keep-alive connections is killed after a grace period.
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 3_000).unref();
      }),
  };
}
