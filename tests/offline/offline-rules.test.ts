import {
  htmlFileOfPage,
  isSavePageMessage,
  offlinePath,
  pageCacheKey,
  pageOfHtmlFile,
  pageTitle,
  precachedPages,
  requestKind,
  savedPages,
  savesData,
  serviceWorkerUrl,
  shouldRegister,
} from '@/lib/offline';
import { site } from '@/content/site';

const origin = 'https://www.example.org';
const kind = (path: string, extra: { mode?: string; rscHeader?: string | null; from?: string } = {}) =>
  requestKind({ url: new URL(path, extra.from ?? origin), origin, mode: extra.mode, rscHeader: extra.rscHeader });

describe('requestKind: how the worker treats a request', () => {
  it('sends client navigations (RSC payloads) to their own rule, by query or header', () => {
    expect(kind('/about/background.txt?_rsc=abc12')).toBe('rsc');
    expect(kind('/index.txt?_rsc=1', { rscHeader: '1' })).toBe('rsc');
    expect(kind('/agm.txt', { rscHeader: '1' })).toBe('rsc');
    // A plain text file is not a payload.
    expect(kind('/robots.txt')).toBe('other');
  });

  it('sorts assets by where and what they are', () => {
    expect(kind('/_next/static/chunks/0abc.js')).toBe('static');
    expect(kind('/_next/static/chunks/1-x.css')).toBe('static');
    expect(kind('/pagefind/pagefind-entry.json')).toBe('search');
    expect(kind('/documents/eik-membership-charter.pdf')).toBe('document');
    expect(kind('/documents/resources/media-kit.ZIP')).toBe('document');
    expect(kind('/images/hero/hero-1-800.a1b2c3d4e5.avif')).toBe('photo');
    expect(kind('/favicon.ico')).toBe('image');
  });

  it('treats page loads as pages, and leaves other files, other sites and itself alone', () => {
    expect(kind('/members/fees', { mode: 'navigate' })).toBe('page');
    expect(kind('/', { mode: 'navigate' })).toBe('page');
    expect(kind('/members/fees')).toBe('other');
    expect(kind('/ics/trainings.ics', { mode: 'navigate' })).toBe('other');
    expect(kind(serviceWorkerUrl)).toBe('other');
    expect(kind('/images/a.webp', { from: 'https://cdn.example.com' })).toBe('other');
    expect(kind('/icon.png')).toBe('image');
    expect(kind('https://cdn.example.com/page', { mode: 'navigate' })).toBe('other');
  });
});

describe('pageCacheKey: one saved copy per page', () => {
  it('drops the query, the hash, a trailing slash and an .html suffix', () => {
    expect(pageCacheKey(`${origin}/members/join?twg=climate-change#charter`)).toBe(`${origin}/members/join`);
    expect(pageCacheKey(`${origin}/about/background/`)).toBe(`${origin}/about/background`);
    expect(pageCacheKey(`${origin}/donate.html`)).toBe(`${origin}/donate`);
    expect(pageCacheKey(`${origin}/index.html`)).toBe(`${origin}/`);
    expect(pageCacheKey('/', origin)).toBe(`${origin}/`);
  });
});

describe('page files', () => {
  it('map clean URLs to exported files and back', () => {
    for (const page of [...precachedPages, '/blogs/some-post']) {
      expect(pageOfHtmlFile(htmlFileOfPage(page))).toBe(page);
    }
    expect(htmlFileOfPage('/')).toBe('index.html');
    expect(htmlFileOfPage('/members/fees')).toBe('members/fees.html');
  });
});

describe('pageTitle', () => {
  const suffix = ` | ${site.shortName}`;
  it('reads the page name from the title, without the site suffix, with entities decoded', () => {
    expect(pageTitle(`<html><head><title>Fees &amp; Subscriptions${suffix}</title></head></html>`, suffix)).toBe(
      'Fees & Subscriptions',
    );
    expect(pageTitle('<title>Kenya&#x27;s forests</title>', suffix)).toBe("Kenya's forests");
    expect(pageTitle('<p>no title</p>', suffix)).toBeUndefined();
  });
});

describe('savedPages: the offline page list', () => {
  it('lists each page once by name, home first, without the offline page, files or other sites', () => {
    const list = savedPages(
      [
        { url: `${origin}/trainings/calendar?__WB_REVISION__=abc`, title: 'Training calendar' },
        { url: `${origin}/agm`, title: 'AGM 2025' },
        { url: `${origin}/agm` },
        { url: `${origin}${offlinePath}?__WB_REVISION__=1`, title: 'You are offline' },
        { url: `${origin}/?__WB_REVISION__=2`, title: 'Home' },
        { url: `${origin}/_next/static/chunks/a.js` },
        { url: 'https://elsewhere.example/page', title: 'Elsewhere' },
        { url: `${origin}/gallery` },
      ],
      origin,
    );
    expect(list).toEqual([
      { path: '/', title: 'Home' },
      { path: '/gallery', title: '/gallery' },
      { path: '/agm', title: 'AGM 2025' },
      { path: '/trainings/calendar', title: 'Training calendar' },
    ]);
  });
});

describe('registration', () => {
  it('happens only with service workers and without data saving', () => {
    const serviceWorker = {};
    expect(shouldRegister({ serviceWorker })).toBe(true);
    expect(shouldRegister({ serviceWorker, connection: { saveData: false } })).toBe(true);
    expect(shouldRegister({ serviceWorker, connection: { saveData: true } })).toBe(false);
    expect(shouldRegister({})).toBe(false);
    expect(shouldRegister(undefined)).toBe(false);
    expect(savesData({ connection: { saveData: true } })).toBe(true);
    expect(savesData({})).toBe(false);
  });

  it('accepts only same-site page paths in a save message', () => {
    expect(isSavePageMessage({ type: 'SAVE_PAGE', path: '/agm' })).toBe(true);
    expect(isSavePageMessage({ type: 'SAVE_PAGE', path: '//evil.example/x' })).toBe(false);
    expect(isSavePageMessage({ type: 'SAVE_PAGE', path: 'https://evil.example/' })).toBe(false);
    expect(isSavePageMessage({ type: 'SAVE_PAGE', path: '/documents/a.pdf' })).toBe(false);
    expect(isSavePageMessage({ type: 'CACHE_URLS', path: '/agm' })).toBe(false);
    expect(isSavePageMessage(null)).toBe(false);
  });
});
