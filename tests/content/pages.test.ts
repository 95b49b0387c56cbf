/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pages } from '@/content/pages';
import type { PageCopy } from '@/content/schema/pages';
import { fillCopy, fillText, pageCrumbs } from '@/lib/page-copy';
import { pagedLists } from '@/lib/list-index';

const app = join(process.cwd(), 'app');

/** The route under `dir` with an optional last segment (app/agm/[[...year]]/page.tsx), if any. */
function optionalRoute(dir: string): string | undefined {
  const name = existsSync(dir) ? readdirSync(dir).find((entry) => /^\[\[\.\.\.\w+\]\]$/.test(entry)) : undefined;
  return name ? join(dir, name, 'page.tsx') : undefined;
}

/**
 * The file that renders a page: `/` is app/page.tsx, `{index}` a dynamic segment, /404 the not-found
 * page, and a page with a body the route of plain pages. A route with an optional last segment
 * renders two pages: /agm and /agm/{year} are both app/agm/[[...year]]/page.tsx.
 */
function routeFile(page: PageCopy): string {
  const { path } = page;
  if (page.body) return join(app, '[...path]', 'page.tsx');
  if (path === '/404') return join(app, 'not-found.tsx');
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, '[$1]'));
  const file = join(app, ...segments, 'page.tsx');
  if (existsSync(file)) return file;
  const dynamic = segments.at(-1)?.startsWith('[');
  return optionalRoute(join(app, ...(dynamic ? segments.slice(0, -1) : segments))) ?? file;
}

/** Every page.tsx under app/, as its route: /about/approach, /newsletter/download/[index]. */
function appRoutes(dir = app): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appRoutes(path);
    if (entry.name !== 'page.tsx') return [];
    const segments = relative(app, dir).split(sep).filter(Boolean);
    // An optional last segment, [[...year]]: the address without it, and with one, [year].
    const optional = segments.at(-1)?.match(/^\[\[\.\.\.(\w+)\]\]$/)?.[1];
    if (optional)
      return [`/${segments.slice(0, -1).join('/')}`, `/${[...segments.slice(0, -1), `[${optional}]`].join('/')}`];
    return [`/${segments.join('/')}`];
  });
}

// A blog post's page shows only the post: its title, category, excerpt and text are the post's own.
// A post shows its own text; a list's numbered page shows the list's copy.
// A post's page is its post; a list's numbered pages take their list's copy.
const routesWithoutCopy = ['/blogs/[slug]', ...Object.values(pagedLists).map((list) => `${list.path}/page/[page]`)];

const entries = Object.entries(pages);

describe('content/pages.ts', () => {
  it.each(entries)('page "%s" is shown by its route, which reads this entry', (key, page: PageCopy) => {
    const file = routeFile(page);
    expect(existsSync(file)).toBe(true);
    // Read as `pages.key`, filled with its facts by `pageCopy('key', …)`, or, for a page with a body,
    // by the route of plain pages.
    expect(readFileSync(file, 'utf8')).toMatch(
      page.body ? /plainPages\(\)/ : new RegExp(`pages\\.${key}\\b|pageCopy\\('${key}'`),
    );
  });

  it('has an entry for every route of app/, except pages that show only their item', () => {
    const covered = new Set(
      (entries as [string, PageCopy][]).map(([, page]) =>
        page.body ? '/[...path]' : page.path.replace(/\{(\w+)\}/g, '[$1]'),
      ),
    );
    const missing = appRoutes().filter((route) => !covered.has(route) && !routesWithoutCopy.includes(route));
    expect(missing).toEqual([]);
    expect(covered.has('/404')).toBe(true);
  });

  it('gives every page a path of its own', () => {
    const paths = entries.map(([, page]) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives no page an eyebrow that repeats its breadcrumb trail (the trail already names the section)', () => {
    const repeats = (entries as [string, PageCopy][])
      .filter(([, page]) => page.eyebrow && pageCrumbs(page).some((crumb) => crumb.label === page.eyebrow))
      .map(([key, page]) => `${key}: ${page.eyebrow}`);
    expect(repeats).toEqual([]);
  });

  it('names the menu group that highlights a page in its trail, as its listed siblings do', () => {
    // Vacancies is highlighted under Resources; the events calendar under News & Events, a page of its own.
    expect(pageCrumbs(pages.vacancy).map((crumb) => crumb.label)).toEqual(['Resources', pages.vacancy.title]);
    expect(pageCrumbs(pages.calendar)[0]).toEqual({ label: 'News & Events', href: '/news' });
    expect(pageCrumbs(pages.downloads)[0]).toEqual({ label: 'Resources' });
  });

  it('ends each breadcrumb trail with the page itself', () => {
    for (const [, page] of entries as [string, PageCopy][]) {
      const crumbs = pageCrumbs(page);
      expect(crumbs.at(-1)).toEqual({ label: page.crumb ?? page.title, href: page.path });
    }
  });
});

describe('placeholders', () => {
  it('fills each {name} with the page’s fact, as often as it appears', () => {
    expect(fillText('Since {year}: {count} groups, {year}', { year: 2014, count: 11 })).toBe(
      'Since 2014: 11 groups, 2014',
    );
  });

  it('fills every text of a page, and leaves a text without placeholders as it is', () => {
    const page = { path: '/x', title: 'Moments from {agm}', sections: { a: { title: 'Plain', intro: '{n} photos' } } };
    expect(fillCopy(page, { agm: 'AGM 2030', n: 3 })).toEqual({
      path: '/x',
      title: 'Moments from AGM 2030',
      sections: { a: { title: 'Plain', intro: '3 photos' } },
    });
  });

  it('stops at a placeholder the page cannot fill, naming the page and the placeholder', () => {
    expect(() => fillCopy({ path: '/about/approach', title: 'Since {yeer}' }, { year: 2014 })).toThrow(
      'content/pages.ts, page "/about/approach": {yeer} is not a fact this page can fill in (it knows: {year})',
    );
  });
});

describe('every page’s copy fills in', () => {
  // What each page fills in: any value will do, since only the names are checked here.
  const factsOf = (page: PageCopy): string[] =>
    [...JSON.stringify(page).matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1]!);

  it.each(entries)('page "%s" keeps the placeholders that name its links for them', (key, page) => {
    const links = Object.keys((page as PageCopy).links ?? {});
    const facts = Object.fromEntries(
      factsOf(page as PageCopy)
        .filter((name) => !links.includes(name))
        .map((name) => [name, 'x']),
    );
    const filled = JSON.stringify(fillCopy(page, facts));
    expect(factsOf(JSON.parse(filled) as PageCopy).every((name) => links.includes(name))).toBe(true);
  });
});
