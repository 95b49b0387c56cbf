import {
  ALL,
  applyFilter,
  blogSearchFields,
  categoriesOf,
  downloadSearchFields,
  parseFilterQuery,
  pressSearchFields,
  resolveCategory,
  serializeFilterQuery,
  yearsOf,
  type FilterEntry,
} from '@/lib/media-filters';
import { yearOf } from '@/lib/dates';
import { matchesQuery, normalizeQuery } from '@/lib/search-text';
import { isSlug } from '@/content/schema/values';
import { findBySlug } from '@/lib/slug';
import { filterByCategory, filterByYear, searchItems } from '../support/list-search';
import { pressStatements } from '@/content/press';
import { blogPosts } from '@/content/blogs';
import { downloads } from '@/content/downloads';
import { bulletins } from '@/content/bulletins';

const press = [
  {
    title: 'Climate Adaptation Financing',
    description: 'Funds for drought (ASAL) counties',
    category: 'Climate Action',
  },
  { title: 'Air Quality in Nairobi', description: 'Monitors [PM2.5] needed *now*', category: 'Air Quality' },
  { title: 'Policy Review', description: 'Path C:\\policy and <b>markup</b>', category: 'Policy' },
];

describe('search', () => {
  it('is case-insensitive', () => {
    expect(searchItems(press, 'CLIMATE', pressSearchFields).map((p) => p.title)).toEqual([
      'Climate Adaptation Financing',
    ]);
    expect(searchItems(press, 'nairobi', pressSearchFields)).toHaveLength(1);
  });

  it('searches press statements on title and description only', () => {
    expect(searchItems(press, 'drought', pressSearchFields)).toHaveLength(1);
    // The category is not a searched field.
    expect(searchItems(press, 'Air Quality', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, 'Climate Action', pressSearchFields)).toHaveLength(0);
  });

  it('searches blog posts on title, excerpt and tags, not on the body or author', () => {
    const post = blogPosts[0]!;
    expect(blogSearchFields(post)).toEqual([post.title, post.excerpt, ...post.tags]);
    const posts = [
      { ...post, slug: 'a', title: 'Geothermal power', excerpt: 'Over 90% is renewable.', tags: ['energy'] },
      { ...post, slug: 'b', title: 'Plastics', excerpt: 'The bag ban.', tags: ['waste', 'geothermal-free'] },
      { ...post, slug: 'c', title: 'Forests', excerpt: 'Water towers.', tags: [], author: 'Wanjiku' },
    ];
    expect(searchItems(posts, 'geothermal', blogSearchFields).map((p) => p.slug)).toEqual(['a', 'b']);
    expect(searchItems(posts, 'over 90%', blogSearchFields).map((p) => p.slug)).toEqual(['a']);
    // Neither the author nor the body is searched.
    expect(searchItems(posts, 'Wanjiku', blogSearchFields)).toHaveLength(0);
    expect(searchItems(posts, post.content[0]!.slice(0, 30), blogSearchFields)).toHaveLength(0);
  });

  it('searches downloads on title and description', () => {
    const item = downloads[0]!;
    const list = [
      { ...item, title: 'Audit Training Toolkit', description: 'Slides and exercises.' },
      { ...item, title: 'Annual Report 2023', description: 'Activities and accounts.' },
    ];
    expect(searchItems(list, 'toolkit', downloadSearchFields).map((d) => d.title)).toEqual(['Audit Training Toolkit']);
    expect(searchItems(list, 'ANNUAL REPORT', downloadSearchFields)).toHaveLength(1);
    expect(searchItems(list, 'exercises', downloadSearchFields)).toHaveLength(1);
    for (const d of downloads) expect(searchItems(downloads, d.title, downloadSearchFields)).toContain(d);
  });

  it('treats regular expression characters as plain text', () => {
    expect(() => searchItems(press, '(', pressSearchFields)).not.toThrow();
    expect(searchItems(press, '(', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '(ASAL)', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '[PM2.5]', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '[', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '*', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '\\', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '.*', pressSearchFields)).toHaveLength(0);
    expect(searchItems(press, 'a+', pressSearchFields)).toHaveLength(0);
  });

  it('treats markup as plain text', () => {
    expect(searchItems(press, '<b>', pressSearchFields)).toHaveLength(1);
    expect(searchItems(press, '<script>alert(1)</script>', pressSearchFields)).toEqual([]);
  });

  it('ignores a whitespace-only or empty query and trims the query', () => {
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery('\t\n')).toBe('');
    expect(normalizeQuery(null)).toBe('');
    expect(searchItems(press, '   ', pressSearchFields)).toHaveLength(3);
    expect(searchItems(press, '', pressSearchFields)).toHaveLength(3);
    expect(searchItems(press, '  nairobi  ', pressSearchFields)).toHaveLength(1);
    expect(matchesQuery(['anything'], ' ')).toBe(true);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchItems(press, 'zzz-no-match', pressSearchFields)).toEqual([]);
    expect(searchItems(pressStatements, 'no such statement', pressSearchFields)).toEqual([]);
  });
});

describe('category filter', () => {
  it('lists categories from the data in order, without duplicates', () => {
    expect(categoriesOf(press)).toEqual(['Climate Action', 'Air Quality', 'Policy']);
    expect(categoriesOf([...press, ...press])).toHaveLength(3);
    expect(categoriesOf(pressStatements)).toEqual([
      'Climate Action',
      'Policy',
      'Conservation',
      'Air Quality',
      'Renewable Energy',
      'Legislation',
    ]);
  });

  it('filters by a known category and shows all for "all"', () => {
    expect(filterByCategory(press, 'Policy').map((p) => p.title)).toEqual(['Policy Review']);
    expect(filterByCategory(press, ALL)).toHaveLength(3);
  });

  it('falls back to all for an unknown, empty or missing category', () => {
    const categories = categoriesOf(press);
    expect(resolveCategory('Policy', categories)).toBe('Policy');
    expect(resolveCategory('Astrology', categories)).toBe(ALL);
    expect(resolveCategory('policy', categories)).toBe(ALL);
    expect(resolveCategory('', categories)).toBe(ALL);
    expect(resolveCategory(null, categories)).toBe(ALL);
    expect(resolveCategory(undefined, categories)).toBe(ALL);
  });
});

describe('year filter', () => {
  it('reads the year of a date', () => {
    expect(yearOf('2024-12-20')).toBe('2024');
    expect(yearOf('2025-03-15')).toBe('2025');
  });

  it('lists the years of the data, newest first', () => {
    expect(yearsOf([{ date: '2023-05-01' }, { date: '2025-06-01' }, { date: '2023-07-01' }])).toEqual(['2025', '2023']);
    expect(yearsOf(bulletins)).toEqual([...new Set(bulletins.map((b) => b.date.slice(0, 4)))].sort().reverse());
  });

  it('starts with every year (the list pages newest first) and falls back to all for an unknown year', () => {
    const years = ['2025', '2024', '2023'];
    expect(parseFilterQuery('', 'year', years).choice).toBe(ALL);
    expect(parseFilterQuery('?year=2023', 'year', years).choice).toBe('2023');
    for (const bad of ['1999', 'abc', '<script>']) {
      expect(parseFilterQuery(`?year=${encodeURIComponent(bad)}`, 'year', years).choice).toBe(ALL);
    }
  });

  it('filters by year and can return nothing', () => {
    const items = [{ date: '2023-05-01' }, { date: '2024-06-01' }];
    expect(filterByYear(items, '2024')).toEqual([{ date: '2024-06-01' }]);
    expect(filterByYear(items, '2022')).toEqual([]);
    const year = bulletins[0]!.date.slice(0, 4);
    expect(filterByYear(bulletins, year)).toEqual(bulletins.filter((b) => b.date.startsWith(year)));
  });
});

describe('applyFilter over list entries', () => {
  const entries: FilterEntry[] = [
    { key: 'a', fields: ['Wetlands', 'Lake Naivasha'], category: 'Conservation', year: '2024' },
    { key: 'b', fields: ['Carbon markets'], category: 'Policy', year: '2023' },
    { key: 'c', fields: ['Wetland policy'], category: 'Policy', year: '2024' },
  ];

  it('combines search and category', () => {
    expect(applyFilter(entries, { q: 'wetland', choice: ALL }, 'category').map((e) => e.key)).toEqual(['a', 'c']);
    expect(applyFilter(entries, { q: 'wetland', choice: 'Policy' }, 'category').map((e) => e.key)).toEqual(['c']);
    expect(applyFilter(entries, { q: 'ocean', choice: ALL }, 'category')).toEqual([]);
  });

  it('combines search and year', () => {
    expect(applyFilter(entries, { q: '', choice: '2024' }, 'year').map((e) => e.key)).toEqual(['a', 'c']);
    expect(applyFilter(entries, { q: 'carbon', choice: '2024' }, 'year')).toEqual([]);
    expect(applyFilter(entries, { q: 'carbon', choice: ALL }, 'year').map((e) => e.key)).toEqual(['b']);
  });
});

describe('URL query', () => {
  const categories = ['Climate Action', 'Air Quality'];

  it('parses search text and category', () => {
    expect(parseFilterQuery('?q=climate&category=Air+Quality', 'category', categories)).toEqual({
      q: 'climate',
      choice: 'Air Quality',
    });
    expect(parseFilterQuery('?category=Climate%20Action', 'category', categories)).toEqual({
      q: '',
      choice: 'Climate Action',
    });
    expect(parseFilterQuery('', 'category', categories)).toEqual({ q: '', choice: ALL });
  });

  it('falls back for an unknown category or year and keeps odd search text as text', () => {
    expect(parseFilterQuery('?category=Nope', 'category', categories)).toEqual({ q: '', choice: ALL });
    expect(parseFilterQuery('?q=%3Cimg%20src%3Dx%3E&category=', 'category', categories)).toEqual({
      q: '<img src=x>',
      choice: ALL,
    });
    expect(parseFilterQuery('?q=%20%20%20', 'category', categories).q).toBe('');
    expect(parseFilterQuery('?year=1900', 'year', ['2024'])).toEqual({ q: '', choice: ALL });
    expect(parseFilterQuery('?year=2023', 'year', ['2024', '2023'])).toEqual({ q: '', choice: '2023' });
  });

  it('serialises only what differs from the default', () => {
    expect(serializeFilterQuery({ q: '', choice: ALL }, 'category', ALL)).toBe('');
    expect(serializeFilterQuery({ q: '  ', choice: ALL }, 'category', ALL)).toBe('');
    expect(serializeFilterQuery({ q: 'air (PM2.5)', choice: 'Air Quality' }, 'category', ALL)).toBe(
      '?q=air+%28PM2.5%29&category=Air+Quality',
    );
    expect(serializeFilterQuery({ q: '', choice: '2024' }, 'year', '2024')).toBe('');
    expect(serializeFilterQuery({ q: '', choice: '2023' }, 'year', '2024')).toBe('?year=2023');
  });

  it('round-trips', () => {
    const state = { q: 'C:\\ [x] *', choice: 'Climate Action' };
    expect(parseFilterQuery(serializeFilterQuery(state, 'category', ALL), 'category', categories)).toEqual(state);
  });
});

describe('slugs', () => {
  it('recognises URL slugs', () => {
    expect(isSlug('plastic-ban-lessons')).toBe(true);
    expect(isSlug('Plastic-Ban')).toBe(false);
    expect(isSlug('two--hyphens')).toBe(false);
    expect(isSlug('-leading')).toBe(false);
    expect(isSlug('with space')).toBe(false);
    expect(isSlug('')).toBe(false);
  });

  it('finds a post by its slug and nothing for an unknown slug', () => {
    for (const post of blogPosts) expect(findBySlug(blogPosts, post.slug)).toBe(post);
    expect(findBySlug(blogPosts, 'no-such-post')).toBeUndefined();
    expect(findBySlug(blogPosts, '')).toBeUndefined();
  });
});
