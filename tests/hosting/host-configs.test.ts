// Runs in the default (jsdom) environment: the shared setup file needs `window`. Only Node APIs are used.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hashSource } from '@/scripts/lib/security-headers';
import {
  headersFileRules,
  renderNginxCspMap,
  renderNginxMaps,
  renderNginxTypes,
  type ServeConfig,
} from '@/scripts/postbuild/host-configs';
import { staleHostingFiles, writeHostingFiles } from '@/scripts/postbuild/hosting';
import { readSitePolicy } from '@/scripts/postbuild/site-policy';

const homeScript = 'self.__next_f.push([1,"home"])';
const aboutScript = 'self.__next_f.push([1,"about"])';

function page(script: string, extra = '') {
  return `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${extra}<script>${script}</script></body></html>`;
}

let root: string;

function write(file: string, content: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hosting-test-'));
  write('out/index.html', page(homeScript, '<div style="opacity:1;transform:none">hero</div>'));
  write('out/about/background.html', page(aboutScript));
  write('out/404.html', page('self.__next_f.push([1,"404"])'));
  write('out/_next/static/chunks/a.js', 'console.log(1)');
  write('out/images/hero/a-400.a1b2c3d4e5.webp', 'webp');
  write('out/documents/charter.pdf', 'pdf');
  write('out/mixed/a.png', 'png');
  write('out/mixed/b.txt', 'txt');
  write('out/favicon.ico', 'ico');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the generated host files', () => {
  it('give each page a policy with its own inline script hashes', () => {
    writeHostingFiles(root);
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as ServeConfig;
    const about = serve.headers.find((rule) => rule.source === 'about/background.html');
    const aboutPolicy = about?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(aboutPolicy).toContain(hashSource(aboutScript));
    expect(aboutPolicy).not.toContain(hashSource(homeScript));
    expect(aboutPolicy).not.toContain("'unsafe-hashes'");

    const nginx = readFileSync(join(root, 'deploy/nginx/eik-csp.conf'), 'utf8');
    const homeLine = nginx.split('\n').find((line) => line.trim().startsWith('"/index.html"')) ?? '';
    expect(homeLine).toContain(hashSource(homeScript));
    expect(homeLine).toContain(`'unsafe-hashes' ${hashSource('opacity:1;transform:none')}`);
  });

  it('give the local server a policy for every page however many there are (ten years of posts)', () => {
    for (let n = 0; n < 400; n += 1) write(`out/blogs/post-${n}.html`, page(`self.__next_f.push([1,"post ${n}"])`));
    writeHostingFiles(root);
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as ServeConfig;
    // serve's own command line stops at 50 rules; scripts/serve.mjs reads them all.
    expect(serve.headers.length).toBeGreaterThan(400);
    const last = serve.headers.find((rule) => rule.source === 'blogs/post-399.html');
    expect(last?.headers.find((header) => header.key === 'Content-Security-Policy')?.value).toContain(
      hashSource('self.__next_f.push([1,"post 399"])'),
    );
  });

  it('set each header once per path in _headers: hosts join repeated headers with a comma', () => {
    const rules = headersFileRules(readSitePolicy(join(root, 'out')));
    const all = rules.find((rule) => rule.path === '/*');
    expect(all?.headers.map(([name]) => name)).not.toContain('Content-Security-Policy');
    expect(all?.headers.map(([name]) => name)).not.toContain('Cache-Control');
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/_next/static/*',
      '/documents/*',
      '/images/*',
      '/sw.js',
      '/404',
      '/about/background',
      '/',
    ]);
    // Every file under /images/ is named after its content: cached for good.
    expect(rules.find((rule) => rule.path === '/images/*')?.headers).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ]);
    expect(rules.find((rule) => rule.path === '/about/background')?.headers).toContainEqual([
      'Cache-Control',
      'no-cache',
    ]);
    writeHostingFiles(root);
    const file = readFileSync(join(root, 'out/_headers'), 'utf8');
    expect(file).toContain(
      `/about/background\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashSource(aboutScript)};`,
    );
  });

  it('serve the offline worker revalidated on every visit, from every host', () => {
    const site = readSitePolicy(join(root, 'out'));
    const worker = headersFileRules(site).find((rule) => rule.path === '/sw.js');
    expect(worker?.headers).toContainEqual(['Cache-Control', 'no-cache']);
    expect(worker?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1]).toContain("worker-src 'self'");
    expect(renderNginxMaps()).toMatch(/^ {4}\/sw\.js "no-cache";$/m);
    writeHostingFiles(root);
    // serve: its catch-all rule sends no-cache, and no later rule (assets, immutable build output) matches sw.js.
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as ServeConfig;
    const cacheRules = serve.headers.filter((rule) => rule.headers.some((header) => header.key === 'Cache-Control'));
    expect(cacheRules[0]?.source).toBe('**');
    expect(cacheRules[0]?.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    for (const rule of cacheRules.slice(1)) expect(rule.source).not.toMatch(/^\*\*(\/\*\.@\([^)]*\bjs\b|$)/);
  });

  it('keep every header line under 8 KB and Cloudflare’s 2,000 characters for ordinary pages', () => {
    writeHostingFiles(root);
    for (const file of ['out/_headers', 'deploy/nginx/eik-csp.conf']) {
      for (const line of readFileSync(join(root, file), 'utf8').split('\n')) expect(line.length).toBeLessThan(2000);
    }
  });

  it('refuse a page whose policy would exceed 8 KB', () => {
    write('out/huge.html', Array.from({ length: 200 }, (_, index) => `<script>chunk(${index})</script>`).join(''));
    expect(() => writeHostingFiles(root)).toThrow(/huge\.html.*8000-byte/);
  });

  it('catch a stale policy: an inline script changed without the build regenerating', () => {
    writeHostingFiles(root);
    expect(staleHostingFiles(root)).toEqual([]);
    write('out/about/background.html', page('self.__next_f.push([1,"about, edited"])'));
    expect(staleHostingFiles(root)).toEqual(['out/_headers', 'serve.json', 'deploy/nginx/eik-csp.conf']);
    writeHostingFiles(root);
    expect(staleHostingFiles(root)).toEqual([]);
  });

  it('allow the toast library’s injected stylesheet, and its empty first state, only when it is bundled', () => {
    expect(readSitePolicy(join(root, 'out')).runtimeStyleHashes).toEqual([]);
    write('out/_next/static/chunks/b.js', 'insert("[data-sonner-toaster][dir=ltr]{}")');
    const site = readSitePolicy(join(root, 'out'));
    expect(site.runtimeStyleHashes).toHaveLength(2);
    expect(site.runtimeStyleHashes).toContain(hashSource(''));
    expect(
      site.pages.every((entry) => site.runtimeStyleHashes.every((hash) => entry.inputs.styleHashes.includes(hash))),
    ).toBe(true);
  });

  it('render nginx maps and types that cover the cache kinds and content types', () => {
    const maps = renderNginxMaps();
    expect(maps).toContain('~^/(_next/static|images)/ "public, max-age=31536000, immutable";');
    expect(maps).toContain('default "no-cache";');
    const types = renderNginxTypes();
    expect(types).toContain('text/javascript js mjs;');
    expect(types).toContain('text/calendar ics;');
    expect(types).toContain('application/wasm wasm;');
    expect(renderNginxCspMap(readSitePolicy(join(root, 'out')))).toMatch(
      /^ {4}default "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self';/m,
    );
  });
});
