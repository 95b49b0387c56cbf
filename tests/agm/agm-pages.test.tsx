import { render, screen, within } from '@testing-library/react';
import type { Agm } from '@/content/schema';
import { pages } from '@/content/pages';
import { agmHref, agmLabel } from '@/lib/agm';
import { formatLongDate } from '@/lib/dates';

/**
 * /agm and a year's page with two meetings held: the hub shows the latest, the year page the one
 * before, and neither repeats the other. (content/agm.ts has one meeting; a second is made up here.)
 */
const held2024: Agm = {
  title: 'Annual General Meeting 2024',
  date: '2024-03-16',
  venue: 'Naivasha',
  attendees: '400+ members',
  invitation: 'Members meet in Naivasha. Register to attend.',
  description: 'Members met in Naivasha to receive the annual report and elect the council.',
  programmePdf: '/documents/agm-2025-programme.pdf',
  outcomes: [{ title: 'Council elected for 2024', description: 'Members elected the council.' }],
  photos: [],
};

jest.mock('@/content/agm', () => {
  const actual = jest.requireActual<typeof import('@/content/agm')>('@/content/agm');
  return { agms: [...actual.agms, held2024] };
});

// Built after both meetings, and imported after the mock, so the route reads the two meetings.
const pinned = process.env.SITE_BUILD_DATE;
process.env.SITE_BUILD_DATE = '2025-06-01';
afterAll(() => {
  if (pinned === undefined) delete process.env.SITE_BUILD_DATE;
  else process.env.SITE_BUILD_DATE = pinned;
});
const route = jest.requireActual<typeof import('@/app/agm/[[...year]]/page')>('@/app/agm/[[...year]]/page');
const { agms } = jest.requireMock<typeof import('@/content/agm')>('@/content/agm');
const latest = agms[0]!;

async function show(year: string[]) {
  return render(await route.default({ params: Promise.resolve({ year }) }));
}

describe('the AGM pages with two meetings held', () => {
  it('builds /agm and the earlier meeting’s year only: the latest meeting’s year is /agm’s', () => {
    expect(route.generateStaticParams()).toEqual([{ year: [] }, { year: ['2024'] }]);
  });

  it('/agm: the latest meeting in full, its decisions, the next AGM, and the earlier meeting listed', async () => {
    await show([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(agmLabel(latest.date));
    expect(screen.getByText(latest.description)).toBeInTheDocument();
    const outcomes = screen.getByRole('region', { name: pages.agm.sections.outcomes.title });
    // The next meeting, what a visitor can act on, comes straight after the hero, before the decisions.
    const next = screen.getByRole('heading', { name: pages.agm.texts.nextTitle });
    expect(next.compareDocumentPosition(outcomes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const past = screen.getByRole('region', { name: pages.agm.sections.past.title });
    expect(within(past).getByRole('link', { name: held2024.title })).toHaveAttribute('href', '/agm/2024');
    // Nothing sends a visitor to a second address of the meeting shown.
    expect(document.querySelector(`a[href="${agmHref(latest)}"]`)).toBeNull();
    expect(screen.queryByText(held2024.description)).toBeNull();
  });

  it('/agm/2024: that meeting’s record and the way back, without the hub’s list or sign-up', async () => {
    await show(['2024']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AGM 2024');
    expect(screen.getByText(held2024.description)).toBeInTheDocument();
    expect(screen.getByText(formatLongDate(held2024.date))).toBeInTheDocument();
    const outcomes = screen.getByRole('region', { name: pages.agmMeeting.sections.outcomes.title });
    expect(within(outcomes).getByRole('heading', { name: 'Council elected for 2024' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pages.agmMeeting.links.back.label })).toHaveAttribute('href', '/agm');
    expect(screen.queryByRole('region', { name: pages.agm.sections.past.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: pages.agm.texts.nextTitle })).toBeNull();
    expect(screen.queryByText(latest.description)).toBeNull();
  });

  it('answers any other year, the latest meeting’s too, with the 404 page', async () => {
    await expect(route.default({ params: Promise.resolve({ year: ['2025'] }) })).rejects.toThrow();
    await expect(route.default({ params: Promise.resolve({ year: ['2023'] }) })).rejects.toThrow();
  });
});
