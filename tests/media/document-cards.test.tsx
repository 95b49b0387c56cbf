import { render, screen, within } from '@testing-library/react';
import { BulletinList, PressList } from '@/components/media/media-lists';
import { ArchiveCard } from '@/components/media/archive-card';
import { IssueCard } from '@/components/newsletter/issue-card';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import { newsletterIssues } from '@/content/newsletter';
import { bulletinIndexItem } from '@/lib/list-index';
import { categoriesOf, yearsOf } from '@/lib/media-filters';
import { formatMonthYear } from '@/lib/dates';
import { addDays, dayOf, isoText } from '@/content/schema/values';

/** The card's covers: drawn, hidden from assistive technology, and never a link or a tab stop. */
function coversOf(card: HTMLElement) {
  const covers = [...card.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter(
    (element) => !element.parentElement?.closest('[aria-hidden="true"]') && element.textContent !== '',
  );
  for (const cover of covers) expect(cover.querySelector('a, button, input, [tabindex]')).toBeNull();
  return covers;
}

describe('document cards carry their cover at every width', () => {
  it('a bulletin’s card: its small cover beside the heading (a phone’s) and its drawn page (from 640 px)', () => {
    render(<BulletinList items={bulletins} choices={yearsOf(bulletins)} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(bulletins.length);
    cards.forEach((card, index) => {
      const bulletin = bulletins[index]!;
      expect(within(card).getByRole('heading', { level: 2, name: bulletin.title })).toBeInTheDocument();
      const covers = coversOf(card);
      expect(covers).toHaveLength(2);
      for (const cover of covers) expect(cover).toHaveTextContent(formatMonthYear(bulletin.date));
    });
  });

  it('a press statement’s card too', () => {
    render(<PressList items={pressStatements} choices={categoriesOf(pressStatements)} />);
    for (const card of screen.getAllByRole('article')) expect(coversOf(card)).toHaveLength(2);
  });

  it('a newsletter issue’s card, which had none', () => {
    const issue = newsletterIssues[0]!;
    render(<IssueCard issue={issue} index={0} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: issue.title })).toBeInTheDocument();
    expect(coversOf(card)).toHaveLength(2);
  });

  it('the plain card of a match on another page: its cover when the list holds documents, none for a post', () => {
    const item = bulletinIndexItem(bulletins[0]!);
    const { rerender } = render(<ArchiveCard item={item} kind="bulletin" />);
    expect(coversOf(screen.getByRole('article'))).toHaveLength(1);
    rerender(<ArchiveCard item={item} kind="post" />);
    expect(coversOf(screen.getByRole('article'))).toHaveLength(0);
  });
});

describe('the newest item leads a list only while it is news', () => {
  const pinned = process.env.SITE_BUILD_DATE;
  afterEach(() => {
    if (pinned === undefined) delete process.env.SITE_BUILD_DATE;
    else process.env.SITE_BUILD_DATE = pinned;
  });
  const newest = [...pressStatements].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const after = (days: number) => isoText(addDays(dayOf(newest.date), days));
  const leadOf = () => document.querySelector('li[data-lead]');

  it('a month after it was published, it has the first row to itself', () => {
    process.env.SITE_BUILD_DATE = after(30);
    render(<PressList items={pressStatements} choices={categoriesOf(pressStatements)} />);
    expect(within(leadOf() as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(newest.title);
  });

  it('two years on, it is one card among the others, not presented as the latest word', () => {
    process.env.SITE_BUILD_DATE = after(730);
    render(<PressList items={pressStatements} choices={categoriesOf(pressStatements)} />);
    expect(screen.getAllByRole('article')).toHaveLength(pressStatements.length);
    expect(leadOf()).toBeNull();
  });
});
