// Runs in the default (jsdom) environment: the shared setup file needs `window`. Only Node APIs are used.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  cloudflareMaxRules,
  contentSecurityPolicy,
  hashSource,
  metaContentSecurityPolicy,
  siteWideContentSecurityPolicy,
} from '@/scripts/lib/security-headers';
import {
  headersFileProblems,
  headersFileRules,
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxCspMap,
  renderNginxMaps,
  renderNginxTypes,
  type HeaderRule,
  type ServeConfig,
} from '@/scripts/postbuild/host-configs';
import { staleHostingFiles, writeHostingFiles } from '@/scripts/postbuild/hosting';
import { metaPolicies, metaPolicyTag, writeMetaPolicies } from '@/scripts/postbuild/meta-policy';
import { readSitePolicy, type SitePolicy } from '@/scripts/postbuild/site-policy';

const homeScript = 'self.__next_f.push([1,"home"])';
const aboutScript = 'self.__next_f.push([1,"about"])';

function page(script: string, extra = '') {
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/static/chunks/a.js" async=""></script></head><body>${extra}<script>${script}</script></body></html>`;
}

/** A made-up measured site of `count` pages, each with inline scripts of its own. */
function madeUpSite(count: number): SitePolicy {
  return {
    pages: Array.from({ length: count }, (_, n) => ({
      file: `blogs/post-${n}.html`,
      path: `/blogs/post-${n}`,
      inputs: {
        scriptHashes: [hashSource(`push(${n})`), hashSource(`bootstrap(${n})`)],
        styleHashes: [],
        styleAttributeHashes: [hashSource(`opacity:${n}`)],
      },
    })),
    runtimeStyleHashes: [hashSource('')],
    folders: [
      { prefix: '/_next/static/', kind: 'immutable' },
      { prefix: '/feeds/', kind: 'feed' },
      { prefix: '/images/', kind: 'immutable' },
    ],
  };
}

/** The postbuild steps that write policies, in their order: the pages' meta policies, then the host files. */
function writePolicies() {
  writeMetaPolicies(join(root, 'out'));
  writeHostingFiles(root);
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
    expect(all?.headers).toContainEqual(['Content-Security-Policy', siteWideContentSecurityPolicy()]);
    expect(all?.headers.map(([name]) => name)).not.toContain('Cache-Control');
    // No rule per page: each page's policy is in the page.
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/_next/static/*', '/documents/*', '/images/*', '/sw.js']);
    for (const rule of rules.slice(1)) expect(rule.headers.map(([name]) => name)).toEqual(['Cache-Control']);
    // Every file under /images/ is named after its content: cached for good.
    expect(rules.find((rule) => rule.path === '/images/*')?.headers).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ]);
    expect(headersFileProblems(rules)).toEqual([]);
    writePolicies();
    const file = readFileSync(join(root, 'out/_headers'), 'utf8');
    expect(parseHeadersFile(file)).toEqual(rules);
    for (const path of ['/', '/about/background', '/no-such-page', '/images/hero/a-400.a1b2c3d4e5.webp', '/sw.js']) {
      const headers = headersForPath(rules, path);
      expect([path, headers['content-security-policy']]).toEqual([path, siteWideContentSecurityPolicy()]);
      expect(headers['x-frame-options']).toBe('DENY');
    }
    expect(headersForPath(rules, '/images/hero/a-400.a1b2c3d4e5.webp')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('give _headers the same rules for a site of 10 pages and of 1,000: no ceiling on pages', () => {
    const small = madeUpSite(10);
    const large = madeUpSite(1000);
    expect(headersFileRules(large)).toHaveLength(headersFileRules(small).length);
    expect(headersFileRules(large).length).toBeLessThan(cloudflareMaxRules);
    expect(renderHeadersFile(large)).toBe(renderHeadersFile(small));
    expect(renderHeadersFile(large)).not.toContain(hashSource('push(999)'));
  });

  it('leave out of the site-wide header policy whatever would block a page’s hashed inline scripts and styles', () => {
    const policy = siteWideContentSecurityPolicy();
    expect(policy).not.toMatch(/(^|; )(default-src|script-src|style-src)\b/);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('fail rather than write a _headers file the hosts would cut short or merge', () => {
    const many = { folders: Array.from({ length: 100 }, (_, n) => ({ prefix: `/f${n}/`, kind: 'image' as const })) };
    expect(() => renderHeadersFile(many)).toThrow(/_headers has 102 rules; Cloudflare Pages reads only the first 100/);
    const rules: HeaderRule[] = [
      { path: '/*', headers: [['Content-Security-Policy', "default-src 'self'"]] },
      { path: '/a/*', headers: [['Content-Security-Policy', "default-src 'none'"]] },
      { path: '/b/*', headers: [['X-Long', 'x'.repeat(2001)]] },
    ];
    expect(headersFileProblems(rules)).toEqual([
      '_headers: X-Long on /b/* is 2001 characters; Cloudflare Pages ignores values over 2000',
      '_headers: Content-Security-Policy is set on /* and again on /a/*; the hosts would merge them',
    ]);
    expect(headersForPath(rules, '/a/x')['content-security-policy']).toBe("default-src 'self', default-src 'none'");
  });

  it('write into each page exactly one meta policy with the hashes of its own inline scripts', () => {
    writePolicies();
    writePolicies(); // a second run replaces the meta policy, never adds one
    const site = readSitePolicy(join(root, 'out'));
    const serve = JSON.parse(readFileSync(join(root, 'serve.json'), 'utf8')) as ServeConfig;
    for (const entry of site.pages) {
      const html = readFileSync(join(root, 'out', entry.file), 'utf8');
      const policies = metaPolicies(html);
      expect([entry.file, policies]).toEqual([entry.file, [metaContentSecurityPolicy(entry.inputs)]]);
      // First in <head>, after the character set only: before any script, style or link.
      expect(html).toMatch(
        /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script /,
      );
      // The same policy as the header serve sends, less what only a header can carry.
      const header = serve.headers
        .find((rule) => rule.source === entry.file)
        ?.headers.find((pair) => pair.key === 'Content-Security-Policy')?.value;
      expect(header).toBe(contentSecurityPolicy(entry.inputs));
      expect(
        `${policies[0]}`.replace(/; upgrade-insecure-requests$/, "; frame-ancestors 'none'; upgrade-insecure-requests"),
      ).toBe(header);
    }
    const about = metaPolicies(readFileSync(join(root, 'out/about/background.html'), 'utf8'))[0] ?? '';
    expect(about).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashSource(aboutScript)};`);
    expect(about).not.toContain(hashSource(homeScript));
    expect(about).not.toContain('frame-ancestors');
    expect(metaPolicies(readFileSync(join(root, 'out/index.html'), 'utf8'))[0]).toBe(
      metaContentSecurityPolicy({
        scriptHashes: [hashSource(homeScript)],
        styleHashes: [],
        styleAttributeHashes: [hashSource('opacity:1;transform:none')],
      }),
    );
    expect(metaPolicies(readFileSync(join(root, 'out/404.html'), 'utf8'))[0]).toContain(
      hashSource('self.__next_f.push([1,"404"])'),
    );
  });

  it('keep every header line under 8 KB and Cloudflare’s 2,000 characters for ordinary pages', () => {
    writePolicies();
    for (const file of ['out/_headers', 'deploy/nginx/eik-csp.conf']) {
      for (const line of readFileSync(join(root, file), 'utf8').split('\n')) expect(line.length).toBeLessThan(2000);
    }
  });

  it('refuse a page whose policy would exceed 8 KB', () => {
    write('out/huge.html', Array.from({ length: 200 }, (_, index) => `<script>chunk(${index})</script>`).join(''));
    expect(() => writeHostingFiles(root)).toThrow(/huge\.html.*8000-byte/);
  });

  it('catch a stale policy: an inline script changed without the build regenerating', () => {
    writePolicies();
    expect(staleHostingFiles(root)).toEqual([]);
    // A step rewrites a page's inline script after its policy was written: the meta keeps the old hash.
    const file = join(root, 'out/about/background.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"about"', '"about, edited"'));
    expect(metaPolicies(readFileSync(file, 'utf8'))).toHaveLength(1);
    expect(staleHostingFiles(root)).toEqual(['serve.json', 'deploy/nginx/eik-csp.conf', 'out/about/background.html']);
    writeHostingFiles(root);
    expect(staleHostingFiles(root)).toEqual(['out/about/background.html']);
    writePolicies();
    expect(staleHostingFiles(root)).toEqual([]);
    // A page that lost its meta policy, or got a second one.
    const unprotected = readFileSync(file, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    writeFileSync(file, unprotected);
    expect(staleHostingFiles(root)).toEqual(['out/about/background.html']);
    writeFileSync(file, unprotected.replace('<head>', `<head>${metaPolicyTag(siteWideContentSecurityPolicy())}`));
    expect(staleHostingFiles(root)).toEqual(['out/about/background.html']);
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
