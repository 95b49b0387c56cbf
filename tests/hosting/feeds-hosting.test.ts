// Runs in the default (jsdom) environment: the shared setup file needs `window`. Only Node APIs are used.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { feedPath, feedTypes } from '@/lib/feeds';
import { cacheKindFor, cachePolicies, contentTypes } from '@/scripts/lib/security-headers';
import {
  headersFileRules,
  renderNginxMaps,
  renderNginxTypes,
  renderServeConfig,
} from '@/scripts/postbuild/host-configs';
import { readSitePolicy } from '@/scripts/postbuild/site-policy';

let root: string;

function write(file: string, content: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'feeds-hosting-'));
  write('out/index.html', '<!DOCTYPE html><html><head></head><body>home</body></html>');
  write(`out${feedPath('blogs', 'rss')}`, '<rss/>');
  write(`out${feedPath('blogs', 'atom')}`, '<feed/>');
  write('out/manifest.webmanifest', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('feeds in the host configurations', () => {
  it('have the feed types and an hour of caching, by extension', () => {
    expect(contentTypes.rss).toBe(feedTypes.rss);
    expect(contentTypes.atom).toBe(feedTypes.atom);
    expect(feedTypes).toEqual({ rss: 'application/rss+xml', atom: 'application/atom+xml' });
    expect(cacheKindFor(feedPath('all', 'rss'))).toBe('feed');
    expect(cacheKindFor(feedPath('all', 'atom'))).toBe('feed');
    expect(cachePolicies.feed).toBe('public, max-age=3600');
    expect(cacheKindFor('/manifest.webmanifest')).toBe('revalidate');
  });

  it('_headers: the feeds folder gets the feed caching', () => {
    const rules = headersFileRules(readSitePolicy(join(root, 'out')));
    expect(rules.find((rule) => rule.path === '/feeds/*')?.headers).toContainEqual([
      'Cache-Control',
      cachePolicies.feed,
    ]);
  });

  it('serve.json: the feeds get the feed caching (serve already sends their types)', () => {
    const config = renderServeConfig(readSitePolicy(join(root, 'out')));
    const rule = config.headers.find((entry) => entry.source === '**/*.@(rss|atom)');
    expect(rule?.headers).toEqual([{ key: 'Cache-Control', value: cachePolicies.feed }]);
  });

  it('nginx: the feed types and the feed caching', () => {
    const types = renderNginxTypes();
    expect(types).toContain('application/rss+xml rss;');
    expect(types).toContain('application/atom+xml atom;');
    expect(types).toContain('application/manifest+json webmanifest;');
    expect(renderNginxMaps()).toContain(`~*\\.(rss|atom)$ "${cachePolicies.feed}";`);
  });
});
