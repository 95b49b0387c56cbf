import { render, screen } from '@testing-library/react';
import { pages } from '@/content/pages';
import { latestContentNews } from '@/lib/news';
import { site } from '@/content/site';
import { addDays, isoText, parseIsoDay } from '@/content/schema/values';

/**
 * The home page shows the news only while its newest item is recent by the build day: it leads with
 * the latest, never with an archive (News & Events keeps every item).
 */
const pinned = process.env.SITE_BUILD_DATE;
afterAll(() => {
  if (pinned === undefined) delete process.env.SITE_BUILD_DATE;
  else process.env.SITE_BUILD_DATE = pinned;
});

const newest = latestContentNews(3);
const { latest } = pages.home.sections;

function showHomeOn(day: string) {
  process.env.SITE_BUILD_DATE = day;
  const { default: HomePage } = jest.requireActual<typeof import('@/app/page')>('@/app/page');
  return render(<HomePage />);
}

describe('the home page’s news', () => {
  it('shows the three newest items under "Latest from the institute" on a day they are recent', () => {
    showHomeOn(newest[0]!.date);
    expect(screen.getByRole('heading', { level: 2, name: latest!.title })).toBeInTheDocument();
    for (const item of newest)
      expect(screen.getByRole('link', { name: item.title })).toHaveAttribute('href', item.href);
  });

  it('shows no news, and no archive, once the newest item is older than the window', () => {
    showHomeOn(isoText(addDays(parseIsoDay(newest[0]!.date)!, site.recentDays + 1)));
    expect(screen.queryByRole('heading', { level: 2, name: latest!.title })).not.toBeInTheDocument();
    expect(screen.queryByText(/archive/i)).not.toBeInTheDocument();
    for (const item of newest) expect(screen.queryByRole('link', { name: item.title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Partners' })).toBeInTheDocument();
  });
});
