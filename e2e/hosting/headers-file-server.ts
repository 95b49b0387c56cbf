/**
 * Serves the built out/ as Netlify and Cloudflare Pages do, with no header but those of
 * out/_headers: clean URLs (/about/background is about/background.html), 404.html with status
 * 404 for anything else, and on every response the headers of each rule that matches its path
 * (a header set by two rules joined with a comma, as Cloudflare does). Nothing from serve.json or
 * nginx: what a page gets beyond the site-wide rules is its own meta policy. On a free port.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { contentTypes, extensionOf } from '../../scripts/lib/security-headers';
import { headersForPath, parseHeadersFile } from '../../scripts/postbuild/host-configs';
import { outDir } from './nginx';

export interface HeadersFileServer {
  url: string;
  stop: () => Promise<void>;
}

/** The file a host answers a clean URL with, relative to root, if any. */
function fileFor(root: string, pathname: string): string | undefined {
  const clean = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.find((candidate) => {
    const file = join(root, candidate);
    return file.startsWith(root) && existsSync(file) && statSync(file).isFile();
  });
}

export async function startHeadersFileServer(root = outDir): Promise<HeadersFileServer> {
  const headersFile = join(root, '_headers');
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: run npm run build first`);
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const found = pathname === '/_headers' ? undefined : fileFor(root, pathname);
    const file = found ?? '404.html';
    response.writeHead(found ? 200 : 404, {
      ...headersForPath(rules, pathname),
      'Content-Type': contentTypes[extensionOf(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(join(root, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
