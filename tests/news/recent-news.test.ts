import { isFeatured, newsHeading, type NewsItem } from '@/lib/news';
import { isRecent } from '@/lib/dates';

const item = (date: string): NewsItem => ({
  kind: 'Blog post',
  title: 'A post',
  date,
  summary: 'Text',
  href: '/blogs/a',
});
const headings = { latest: 'Latest', earlier: 'From the archive' };

describe('news is called the latest only while it is recent by the build day', () => {
  it('counts an item as recent up to the window, and not a day after', () => {
    expect(isRecent('2026-06-01', '2026-11-28', 180)).toBe(true);
    expect(isRecent('2026-05-31', '2026-11-28', 180)).toBe(false);
  });

  it('heads a list by its newest item: the latest while recent, the archive when two years old', () => {
    expect(newsHeading([item('2026-11-01'), item('2024-01-01')], '2026-11-28', 180, headings)).toBe('Latest');
    expect(newsHeading([item('2024-12-15')], '2026-11-28', 180, headings)).toBe('From the archive');
  });

  it('never calls an empty list or an undated item the latest', () => {
    expect(newsHeading([], '2026-11-28', 180, headings)).toBe('From the archive');
    expect(isRecent('not a day', '2026-11-28', 180)).toBe(false);
  });
});

describe('an item is shown as featured only while it is recent by the build day', () => {
  it('keeps an editor’s mark within the window and lets it lapse after', () => {
    expect(isFeatured({ featured: true, date: '2026-06-01' }, '2026-11-28', 180)).toBe(true);
    expect(isFeatured({ featured: true, date: '2024-12-10' }, '2026-11-28', 180)).toBe(false);
  });

  it('never features an unmarked item, however new', () => {
    expect(isFeatured({ date: '2026-11-28' }, '2026-11-28', 180)).toBe(false);
    expect(isFeatured({ featured: false, date: '2026-11-28' }, '2026-11-28', 180)).toBe(false);
  });
});
