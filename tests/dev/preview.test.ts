/**
 * @jest-environment node
 */
/**
 * The preview of `npm run dev` (scripts/dev.ts): a content mistake shows in the browser with the same
 * lines `npm run check:content` prints, all at once and without a stack trace, in place of the page;
 * once fixed, the page is the site's again, with the watcher that reloads it when that changes.
 * `next dev` is stood in for by a small server: what is tested is what the preview adds.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { blogPosts } from '@/content/blogs';
import { createPreviewServer, stateAddress, type PreviewState } from '@/scripts/lib/dev-preview';

const repo = join(__dirname, '..', '..');
const run = promisify(execFile);

const port = (server: Server) => (server.address() as AddressInfo).port;
const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** What a browser gets for an address: status, type and text (HTML entities decoded). */
async function open(server: Server, path: string, accept = 'text/html') {
  const response = await fetch(`http://127.0.0.1:${port(server)}${path}`, {
    headers: { accept, 'sec-fetch-mode': accept === 'text/html' ? 'navigate' : 'cors' },
  });
  const body = await response.text();
  const text = body
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

/** A copy of content/ whose blog posts carry two mistakes; photos, documents and the schema are the repository's. */
function brokenContentCopy(): { root: string; post: string } {
  const root = mkdtempSync(join(tmpdir(), 'eik-preview-'));
  mkdirSync(join(root, 'content'));
  for (const entry of readdirSync(join(repo, 'content'), { withFileTypes: true })) {
    if (entry.isFile()) cpSync(join(repo, 'content', entry.name), join(root, 'content', entry.name));
    else symlinkSync(join(repo, 'content', entry.name), join(root, 'content', entry.name));
  }
  symlinkSync(join(repo, 'public'), join(root, 'public'));
  const post = blogPosts[1]!;
  const file = join(root, 'content', 'blogs.ts');
  const source = readFileSync(file, 'utf8');
  const broken = source
    .replace(`slug: '${post.slug}',`, `slug: '${post.slug}',\n    autor: 'A. Writer',`)
    .replace(`date: '${post.date}',`, `date: '2025-02-30',`);
  expect(broken).not.toBe(source);
  writeFileSync(file, broken);
  return { root, post: post.slug };
}

describe('npm run dev: content mistakes in the browser', () => {
  let upstream: Server;
  let preview: Server;
  const state: PreviewState = { content: [], images: [], version: 1 };
  let copy: { root: string; post: string };

  beforeAll(async () => {
    // Stands in for next dev: a page of the site and a script.
    upstream = createServer((req, res) => {
      if (req.url?.endsWith('.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end('console.log(1)');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!DOCTYPE html><html><head><title>Blogs</title></head><body><h1>Blogs</h1></body></html>');
    });
    upstream.on('upgrade', (_req, socket) => {
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\nhello');
    });
    await listen(upstream);
    preview = createPreviewServer(port(upstream), () => state);
    await listen(preview);
    copy = brokenContentCopy();
  });

  afterAll(async () => {
    await close(preview);
    await close(upstream);
    rmSync(copy.root, { recursive: true, force: true });
  });

  it('lists every mistake of a broken content file in place of the page, as check:content words them', async () => {
    // The step the preview runs on every save, on the broken copy.
    const report = join(copy.root, 'report.json');
    const tsx = require.resolve('tsx/cli');
    const checked = await run(
      process.execPath,
      [tsx, '--tsconfig', join(repo, 'tsconfig.json'), join(repo, 'scripts', 'check-content.ts'), '--report', report],
      {
        cwd: copy.root,
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect('code' in checked && checked.code).toBe(1);
    const { problems } = JSON.parse(readFileSync(report, 'utf8')) as { problems: string[] };
    const lines = readFileSync(join(copy.root, 'content', 'blogs.ts'), 'utf8').split('\n');
    const at = (text: string) => {
      const line = lines.findIndex((written) => written.includes(text));
      return `${line + 1}:${lines[line]!.indexOf(text) + 1}`;
    };
    expect(problems).toEqual([
      // In the order of their lines.
      `content/blogs.ts:${at('autor:')}: post "${copy.post}", autor: unknown field (did you mean "author"?); known fields: id, slug, title, excerpt, content, links, author, authorRole, date, readTime, category, tags, featured, views, likes, image`,
      `content/blogs.ts:${at("'2025-02-30'")}: post "${copy.post}", date: "2025-02-30" is not a day that exists: February 2025 has 28 days`,
    ]);
    // The terminal prints the same lines.
    expect((checked as { stderr: string }).stderr).toContain(`\n${problems[0]}\n`);

    Object.assign(state, { content: problems, version: 2 });
    const page = await open(preview, '/blogs');
    expect(page.status).toBe(500);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>The content has 2 problems</h1>');
    for (const line of problems) {
      // The same line, its place in bold: the file and the line to open.
      const [, place, rest] = /^(\S+:\d+:\d+:)(.*)$/.exec(line)!;
      expect(page.text).toContain(`<li><strong>${place}</strong>${rest}</li>`);
    }
    expect(page.text).not.toMatch(/\n\s+at \S+ \(|Error:/);
    expect(page.text).not.toContain('<h1>Blogs</h1>');
    // Any page, not only the one with the mistake.
    expect((await open(preview, '/')).text).toContain('The content has 2 problems');
  }, 60_000);

  it('adds a photo problem of the image step to the same list', async () => {
    const photo =
      'content/blogs.ts, "a-post": image "blog/a-post": content/images/blog/a-post.jpg is 120 x 80 pixels, too small for the "blog" folder: it needs at least 400 x 225 once cropped to its shape (1200 x 675 or larger gives every size)';
    Object.assign(state, { content: [], images: [photo], version: 3 });
    const page = await open(preview, '/gallery');
    expect(page.text).toContain('<h1>The content has 1 problem</h1>');
    expect(page.text).toContain(`<li>${photo}</li>`);
    Object.assign(state, {
      content: ['content/a.ts, entry 1, title: missing (write text in quotes)'],
      images: [photo],
      version: 4,
    });
    expect((await open(preview, '/gallery')).text).toContain('<h1>The content has 2 problems</h1>');
  });

  it('still serves scripts and tells open pages the state, so they reload by themselves', async () => {
    expect((await open(preview, '/_next/static/chunk.js', '*/*')).text).toBe('console.log(1)');
    const answer = JSON.parse((await open(preview, stateAddress, 'application/json')).text) as PreviewState & {
      problems: string[];
    };
    expect(answer.version).toBe(4);
    expect(answer.problems).toHaveLength(2);
    expect((await open(preview, '/blogs')).text).toContain('var v=4;');
  });

  it('shows the site again once the mistakes are fixed, with the watcher in its page', async () => {
    Object.assign(state, { content: [], images: [], version: 5 });
    const page = await open(preview, '/blogs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Blogs</h1>');
    expect(page.text).toMatch(/var v=5;.*<\/script><\/head>/);
  });

  it('passes next dev’s live-update connection through', async () => {
    const upgraded = await new Promise<string>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: port(preview),
        path: '/_next/webpack-hmr',
        headers: { connection: 'Upgrade', upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket, head: Buffer) => {
        socket.destroy();
        resolve(`${res.statusCode} ${head.toString()}`);
      });
      req.on('error', reject);
      req.end();
    });
    expect(upgraded).toBe('101 hello');
  });
});
