import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  assetsOfPage,
  precacheFiles,
  precacheReport,
  precachedUrls,
  precacheUrlOf,
} from '@/scripts/postbuild/service-worker';

let outDir: string;

function write(file: string, content: string) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), content);
}

const page = (assets: string[], payload = '') =>
  `<!DOCTYPE html><html><head>${assets.map((asset) => `<script src="/${asset}" async=""></script>`).join('')}` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css"/></head><body><script>${payload}</script></body></html>`;

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'sw-step-test-'));
  write('index.html', page(['_next/static/chunks/framework.js', '_next/static/chunks/home.js']));
  // A chunk named only in the inline payload (a client component of the page).
  write(
    'donate.html',
    page(['_next/static/chunks/framework.js'], 'self.__next_f.push([1,"I[1,[\\"/_next/static/chunks/form.js\\"]]"])'),
  );
  write('gallery.html', page(['_next/static/chunks/gallery.js']));
});

afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('the precache list', () => {
  it('reads the scripts and stylesheets a page loads, from its tags and its payload', () => {
    expect(assetsOfPage(page(['_next/static/chunks/a.js'], '"/_next/static/chunks/b.js"'))).toEqual([
      '_next/static/chunks/a.js',
      '_next/static/chunks/b.js',
      '_next/static/chunks/site.css',
    ]);
  });

  it('leaves out the stylesheet a page holds inline, named in its payload or not', () => {
    const inline = page(['_next/static/chunks/a.js'], '"/_next/static/chunks/site.css"').replace(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
      '<style>b{}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
    expect(assetsOfPage(inline)).toEqual(['_next/static/chunks/a.js']);
  });

  it('holds the chosen pages and what they load, nothing of other pages', () => {
    expect(precacheFiles(outDir, ['/', '/donate'])).toEqual([
      '_next/static/chunks/form.js',
      '_next/static/chunks/framework.js',
      '_next/static/chunks/home.js',
      '_next/static/chunks/site.css',
      'donate.html',
      'index.html',
    ]);
  });

  it('fails on a chosen page that was not exported', () => {
    expect(() => precacheFiles(outDir, ['/members/fees'])).toThrow(/members\/fees\.html/);
  });

  it('lists pages by their clean URL and assets by their path', () => {
    expect(precacheUrlOf('index.html')).toBe('/');
    expect(precacheUrlOf('members/fees.html')).toBe('/members/fees');
    expect(precacheUrlOf('_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js');
  });

  it('measures each file compressed', () => {
    write('_next/static/chunks/framework.js', 'x'.repeat(10_000));
    const report = precacheReport(outDir, ['_next/static/chunks/framework.js', 'index.html']);
    expect(report.entries.map((entry) => entry.url)).toEqual(['/_next/static/chunks/framework.js', '/']);
    expect(report.entries[0]!.bytes).toBe(10_000);
    expect(report.entries[0]!.gzipBytes).toBeLessThan(200);
    expect(report.gzipBytes).toBe(report.entries[0]!.gzipBytes + report.entries[1]!.gzipBytes);
  });

  it('is read back from a built worker', () => {
    const worker = `(()=>{var e=[{"revision":"3f2a","url":"/"},{"revision":null,"url":"/_next/static/chunks/a.js"}];new S({precacheEntries:e})})();`;
    expect(precachedUrls(worker)).toEqual(['/', '/_next/static/chunks/a.js']);
  });
});
