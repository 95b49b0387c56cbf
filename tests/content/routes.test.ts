/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sitemap from '@/app/sitemap';
import { careerActions } from '@/content/careers';
import { actions, donateLink, footerKeyLinks, footerQuickLinks, joinLink, mainNavigation } from '@/content/navigation';
import { allRoutes, plainPages, staticRoutes, unlistedRoutes } from '@/lib/routes';
import { generateStaticParams } from '@/app/[...path]/page';
import { absoluteUrl } from '@/lib/seo';
import type { CareerAction, NavGroup } from '@/content/schema';
import { templateOf, tourRoutes } from '@/e2e/quality/routes';

const appDir = join(process.cwd(), 'app');

/**
 * Every page.tsx under app/, as its route pattern: `/blogs/[slug]`, `/` for app/page.tsx. An optional
 * segment, `/agm/[[...year]]`, is two patterns: the address without it (`/agm`) and with one.
 */
function pageRoutes(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    if (entry.name !== 'page.tsx') return [];
    const segments = relative(appDir, dir)
      .split(sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    const optional = segments.at(-1)?.startsWith('[[...') ? [`/${segments.slice(0, -1).join('/')}`] : [];
    return [...optional, `/${segments.join('/')}`];
  });
}

/** A route whose addresses may all be absent: the optional segment's, such as `/agm/[[...year]]`. */
const mayBeEmpty = (pattern: string) => pattern.endsWith(']]');

/** The route of plain pages, and the addresses it draws (those of content/pages.ts with a body). */
const plainRoute = '/[...path]';
const plainPaths = generateStaticParams().map((params) => `/${params.path.join('/')}`);

/**
 * Whether a concrete path is an address of a route pattern: a `[param]` segment matches any one
 * segment, and the route of plain pages only the addresses it draws.
 */
function matches(pattern: string, path: string): boolean {
  if (pattern === plainRoute) return plainPaths.includes(path);
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, i) => /^\[{1,2}[^\]]+\]{1,2}$/.test(segment) || segment === b[i]);
}

const listed = allRoutes().map((route) => route.path);
const pages = pageRoutes();

describe('the route list (lib/routes.ts)', () => {
  it.each(pages.filter((pattern) => !mayBeEmpty(pattern)))('lists the page %s', (pattern) => {
    const found = [...listed, ...unlistedRoutes].some((path) => matches(pattern, path));
    if (!found) {
      throw new Error(
        `app${pattern === '/' ? '' : pattern}/page.tsx is a page that no page copy names: add its entry, with path: '${pattern}', to content/pages.ts (or, for a [param] route, its pages to dynamicRoutes in lib/routes.ts)`,
      );
    }
  });

  it('lists only pages that exist, each once', () => {
    for (const path of [...listed, ...unlistedRoutes]) {
      if (!pages.some((pattern) => matches(pattern, path))) {
        throw new Error(`lib/routes.ts lists ${path}, but no app/**/page.tsx renders it: remove it or add the page`);
      }
    }
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('draws each page with a body by the route of plain pages, and by no other page.tsx', () => {
    expect(plainPaths).toEqual(plainPages().map((page) => page.path));
    for (const path of plainPaths) {
      const others = pages.filter((pattern) => pattern !== plainRoute && matches(pattern, path));
      if (others.length > 0) {
        throw new Error(
          `content/pages.ts: the page ${path} has a body, but app${others[0]}/page.tsx draws that address: remove the body or that page.tsx`,
        );
      }
    }
  });

  it('is the sitemap: every listed page, and nothing else', () => {
    expect(sitemap().map((entry) => entry.url)).toEqual(listed.map((path) => absoluteUrl(path)));
  });
});

describe('the browser tours (e2e/quality/routes.ts)', () => {
  // A template is a page.tsx of app/; the tours visit one page of each, whatever the content holds.
  const templates = pages.filter((pattern) => listed.some((path) => matches(pattern, path)));

  it.each(templates)('visit a page of %s, and only one', (pattern) => {
    expect(tourRoutes.filter((path) => matches(pattern, path))).toHaveLength(1);
  });

  it('visit nothing but listed pages, each its own template', () => {
    expect(listed).toEqual(expect.arrayContaining(tourRoutes));
    expect(new Set(tourRoutes.map(templateOf)).size).toBe(tourRoutes.length);
    expect(tourRoutes).toHaveLength(templates.length);
  });
});

describe('links in content to pages of the site', () => {
  const internal = (href: string) => href.startsWith('/');
  const links: [where: string, href: string][] = [
    ...(mainNavigation as NavGroup[]).flatMap((group): [string, string][] => [
      [`content/navigation.ts, menu "${group.label}"`, group.href],
      ...(group.children ?? []).map((child): [string, string] => [
        `content/navigation.ts, menu "${group.label}", "${child.label}"`,
        child.href,
      ]),
    ]),
    ...footerQuickLinks.map((link): [string, string] => [
      `content/navigation.ts, footer link "${link.label}"`,
      link.href,
    ]),
    ...footerKeyLinks.map((link): [string, string] => [
      `content/navigation.ts, footer key link "${link.label}"`,
      link.href,
    ]),
    ...Object.entries(actions).flatMap(([name, action]): [string, string][] =>
      'href' in action && action.href.startsWith('/') ? [[`content/navigation.ts, actions.${name}`, action.href]] : [],
    ),
    [`content/navigation.ts, joinLink`, joinLink.href],
    [`content/navigation.ts, donateLink`, donateLink.href],
    ...(careerActions as CareerAction[]).flatMap((action): [string, string][] =>
      'href' in action ? [[`content/careers.ts, career action "${action.title}"`, action.href]] : [],
    ),
  ];
  const routes = staticRoutes.map((route) => route.path);

  it.each(links.filter(([, href]) => internal(href)))('%s goes to a listed page (%s)', (where, href) => {
    const path = href.split(/[?#]/)[0]!;
    if (!routes.includes(path)) {
      throw new Error(`${where}: ${href} is not a page in lib/routes.ts: correct the link, or add the page there`);
    }
  });
});
