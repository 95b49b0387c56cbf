/**
 * @jest-environment node
 */
/**
 * content/redirects.ts reaches every host: out/_redirects (Netlify, Cloudflare Pages), serve.json
 * (npm start, answered here by the same request handler) and the nginx map. An old address answers
 * 301 with its new one. The browser-level checks against the built site are in e2e/hosting.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { siteRedirects } from '@/lib/site-redirects';
import { writeHostingFiles } from '@/scripts/postbuild/hosting';
import { renderNginxRedirects, renderRedirectsFile, renderServeConfig } from '@/scripts/postbuild/host-configs';

// The content's redirects and the address of the meeting /agm shows, as the build writes them.
const redirects = siteRedirects();

// The request handler of the local server (scripts/serve.mjs), which ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const handler = require('serve-handler') as (
  request: IncomingMessage,
  response: ServerResponse,
  config: Record<string, unknown>,
) => Promise<void>;

/** A site without pages, for its serve.json redirects. */
const emptySite = { pages: [], runtimeStyleHashes: [], folders: [] };

/** A removed post and a renamed one, as an editor would list them. */
const sample = [
  { from: '/blogs/a-removed-post', to: '/blogs' },
  { from: '/blogs/its-old-name', to: '/blogs/its-new-name' },
];

/** The rules of a `_redirects` file as Netlify and Cloudflare read them: from, to, status. */
function redirectRules(file: string): string[][] {
  return file
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
}

describe('the redirect list in each host’s file', () => {
  it('_redirects: one rule per redirect, old address, new address, 301', () => {
    expect(redirectRules(renderRedirectsFile(sample))).toEqual([
      ['/blogs/a-removed-post', '/blogs', '301'],
      ['/blogs/its-old-name', '/blogs/its-new-name', '301'],
    ]);
    expect(redirectRules(renderRedirectsFile([]))).toEqual([]);
  });

  it('nginx: a map from the old address, with and without a trailing slash, to the new one', () => {
    const map = renderNginxRedirects(sample);
    expect(map).toContain('map $uri $eik_redirect {\n    default "";\n');
    expect(map).toContain('    "/blogs/a-removed-post" "/blogs";\n    "/blogs/a-removed-post/" "/blogs";\n');
    expect(map).toContain('    "/blogs/its-old-name" "/blogs/its-new-name";\n');
    const conf = readFileSync(join(process.cwd(), 'deploy', 'nginx', 'eik.conf'), 'utf8');
    expect(conf).toContain('include eik/eik-redirects.conf;');
    expect(conf).toMatch(/if \(\$eik_redirect\) \{\s*return 301 \$eik_redirect;\s*\}/);
  });
});

describe('the build writes the content’s redirects for every host', () => {
  let root: string;
  let server: Server | undefined;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'redirects-test-'));
    const write = (file: string, content: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), content);
    };
    for (const page of ['index', '404', 'blogs', 'blogs/its-new-name', ...redirects.map((r) => r.to.slice(1))])
      write(`out/${page}.html`, `<!DOCTYPE html><html><head></head><body><h1>${page}</h1></body></html>`);
  });

  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  it('out/_redirects, serve.json and the nginx map list every redirect of content/redirects.ts and the AGM hub', () => {
    expect(redirects.length).toBeGreaterThan(0);
    writeHostingFiles(root);
    const file = readFileSync(join(root, 'out', '_redirects'), 'utf8');
    expect(redirectRules(file)).toEqual(redirects.map(({ from, to }) => [from, to, '301']));
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as { redirects: unknown };
    expect(serve.redirects).toEqual(redirects.map(({ from, to }) => ({ source: from, destination: to, type: 301 })));
    const nginx = readFileSync(join(root, 'deploy', 'nginx', 'eik-redirects.conf'), 'utf8');
    for (const { from, to } of redirects) expect(nginx).toContain(`    "${from}" "${to}";\n`);
  });

  it('the local server answers an old address with 301 and the new one, and a removed post no longer 404s', async () => {
    writeHostingFiles(root);
    const config = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as Record<string, unknown>;
    // The content's redirects, and a removed and a renamed post added to them.
    config.public = join(root, 'out');
    config.redirects = [...renderServeConfig(emptySite, sample).redirects, ...(config.redirects as unknown[])];
    server = createServer((request, response) => void handler(request, response, config));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const { from, to } of [...sample, ...redirects]) {
      for (const path of [from, `${from}/`]) {
        const response = await fetch(`${base}${path}`, { redirect: 'manual' });
        expect([path, response.status]).toEqual([path, 301]);
        if (path === from) expect(response.headers.get('location')).toBe(to);
      }
      const followed = await fetch(`${base}${from}`);
      expect([from, followed.status, new URL(followed.url).pathname]).toEqual([from, 200, to]);
    }
    expect((await fetch(`${base}/blogs/never-was`)).status).toBe(404);
  });
});
