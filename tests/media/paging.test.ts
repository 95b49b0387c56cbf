import { newsletterIssues } from '@/content/newsletter';
import { newsletterIndexItem, numberedListPages, pagedLists, type PagedListName } from '@/lib/list-index';
import { allNewsletterIssues, newsletterIssuesByYear } from '@/lib/newsletter-issues';
import { listPageHref, newestFirst, pageCount, pageOf, pageParams, pagerNumbers, parsePageNumber } from '@/lib/paging';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('pages of a list', () => {
  it('cut a list into pages of the size given, the last one holding the rest', () => {
    const items = numbers(20);
    expect(pageCount(20, 9)).toBe(3);
    expect(pageOf(items, 1, 9)).toMatchObject({ items: numbers(9), page: 1, pageCount: 3, first: 1, last: 9 });
    expect(pageOf(items, 3, 9)).toMatchObject({ items: [19, 20], first: 19, last: 20, total: 20 });
  });

  it('have no page before the first or after the last, and an empty list still has its one page', () => {
    expect(pageOf(numbers(20), 0, 9)).toBeUndefined();
    expect(pageOf(numbers(20), 4, 9)).toBeUndefined();
    expect(pageOf(numbers(20), 1.5, 9)).toBeUndefined();
    expect(pageCount(0)).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ items: [], first: 0, last: 0 });
  });

  it('read a page number only as written in an address', () => {
    expect(parsePageNumber('2')).toBe(2);
    for (const bad of ['0', '02', '2.5', 'x', '-1', '', undefined, '1e3', '1234567']) {
      expect(parsePageNumber(bad)).toBeUndefined();
    }
  });

  it('are the list itself for page 1 and a numbered address after it', () => {
    expect(listPageHref('/blogs', 1)).toBe('/blogs');
    expect(listPageHref('/blogs', 2)).toBe('/blogs/page/2');
    expect(pageParams(20, 9)).toEqual([{ page: '1' }, { page: '2' }, { page: '3' }]);
  });

  it('put the newest first, keeping the order of content among items of one day', () => {
    const items = [
      { date: '2024-01-01', name: 'a' },
      { date: '2025-01-01', name: 'b' },
      { date: '2024-01-01', name: 'c' },
    ];
    expect(newestFirst(items).map((item) => item.name)).toEqual(['b', 'a', 'c']);
  });

  it('offer the first, the last and two pages each side of the current one; a gap of one page shows that page', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pagerNumbers(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerNumbers(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pagerNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
  });
});

describe('every list that pages', () => {
  it.each(Object.keys(pagedLists) as PagedListName[])('%s: its numbered pages hold every item once', (list) => {
    const { total, size } = pagedLists[list];
    const pages = numberedListPages().filter((entry) => entry.list === list);
    expect(pages.map((entry) => entry.page)).toEqual(numbers(pageCount(total(), size)));
  });

  it('with ten years of a quarterly newsletter, the archive has pages of whole issues, newest first', () => {
    const issues = allNewsletterIssues();
    expect(issues.map((entry) => entry.index)).toEqual(
      numbers(newsletterIssues.length)
        .map((n) => n - 1)
        .reverse(),
    );
    const size = pagedLists['newsletter-archive'].size;
    const pages = numbers(pageCount(issues.length, size)).map((page) => pageOf(issues, page, size)!.items);
    expect(pages.flat()).toEqual(issues);
  });

  it('groups a page of the newsletter archive by year, keeping its order', () => {
    const issue = (date: string) => ({ issue: { ...newsletterIssues[0]!, date }, index: 0 });
    const groups = newsletterIssuesByYear([issue('2026-10-01'), issue('2026-07-01'), issue('2025-12-01')]);
    expect(groups.map((group) => [group.year, group.issues.map((entry) => entry.issue.date)])).toEqual([
      ['2026', ['2026-10-01', '2026-07-01']],
      ['2025', ['2025-12-01']],
    ]);
  });
});

describe('what an item’s page suggests next', () => {
  it('links a newsletter issue’s page by its place in the list and downloads its PDF', () => {
    const [issue] = newsletterIssues;
    const item = newsletterIndexItem(issue!, 0);
    expect(item.href).toBe('/newsletter/download/0');
    expect(item.action).toEqual({ href: issue!.file, label: 'Download PDF', download: true });
    expect(item.title).toBe(issue!.title);
  });
});
