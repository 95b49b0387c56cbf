/**
 * A small static server for the offline suite's deploy test: it serves out/ with clean URLs and the
 * production caching rules, and can switch to a "new deploy" in which some files differ, so the
 * test sees what a visitor sees when the site is redeployed between two visits. It listens on a
 * port the operating system chooses, on loopback.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { cacheKindFor, cachePolicies, contentTypes, extensionOf } from '../scripts/lib/security-headers';

export interface DeployServer {
  url: string;
  /** From now on, serve these files (path under out/ -> content) instead of the built ones. */
  deploy: (changed: Record<string, string>) => void;
  stop: () => Promise<void>;
}

function fileFor(root: string, pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return candidate.replace(/^\//, '');
  }
  return undefined;
}

export async function startDeployServer(root: string): Promise<DeployServer> {
  let changed: Record<string, string> = {};
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(root, pathname);
    const status = file ? 200 : 404;
    const served = file ?? '404.html';
    const body = changed[served] ?? readFileSync(join(root, served));
    response.writeHead(status, {
      'Content-Type': contentTypes[extensionOf(served)] ?? 'application/octet-stream',
      'Cache-Control': cachePolicies[cacheKindFor(`/${served}`)],
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (files) => {
      changed = { ...changed, ...files };
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
