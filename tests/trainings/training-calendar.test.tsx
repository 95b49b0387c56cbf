import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrainingCalendar } from '@/components/trainings/training-calendar';
import { trainings as written } from '@/content/trainings';
import { trainings } from '@/lib/trainings';
import type { ScheduledTraining as Training } from '@/content/schema';
import { formatDayRange } from '@/lib/dates';
import { sampleTraining } from '../support/sample-trainings';

/** A calendar written for these tests, so they keep passing whatever the editors schedule. */
const base = written[0]!;
const sample: Training[] = [
  { ...base, id: 1, title: 'Audit basics', startDate: '2025-05-20', registered: 38, capacity: 50 },
  { ...base, id: 2, title: 'Carbon accounting', startDate: '2025-06-17', registered: 10, capacity: 40 },
  { ...base, id: 3, title: 'Wetland surveys', startDate: '2025-07-01', registered: 40, capacity: 40 },
  { ...base, id: 4, title: 'Air quality', startDate: '2026-01-13', registered: 5, capacity: 30 },
].map(sampleTraining);

function setup(today: Date, list: Training[] = sample) {
  jest.useFakeTimers({ now: today, advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<TrainingCalendar trainings={list} trainingEmail="training@eik.co.ke" />);
  return user;
}

/** The training rows of every table on the page (upcoming, then past), without their header rows. */
const rows = () => screen.queryAllByRole('table').flatMap((table) => within(table).getAllByRole('row').slice(1));
const title = (row: HTMLElement) => within(row).getByRole('heading', { level: 3 }).textContent;
const lastDay = (training: Training) => training.span.end;
const byStart = [...sample].sort((a, b) => a.startDate.localeCompare(b.startDate));

afterEach(() => jest.useRealTimers());

describe('TrainingCalendar', () => {
  it('shows All and the three months around today, All selected with every training', () => {
    setup(new Date(2025, 5, 10));
    const group = screen.getByRole('group', { name: 'Filter trainings by month' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'May 2025', 'June 2025', 'July 2025']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows()).toHaveLength(sample.length);
  });

  it('lists every training of the content under All', () => {
    setup(new Date(2025, 5, 10), trainings);
    expect(rows()).toHaveLength(trainings.length);
    for (const training of trainings) {
      expect(screen.getByRole('heading', { name: training.title })).toBeInTheDocument();
    }
  });

  it('heads each table with its columns', () => {
    setup(new Date(2025, 5, 10));
    for (const table of screen.getAllByRole('table')) {
      expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    }
  });

  it('narrows to the chosen month and back to All', async () => {
    const user = setup(new Date(2025, 5, 10));
    await user.click(screen.getByRole('button', { name: 'June 2025' }));
    expect(screen.getByRole('button', { name: 'June 2025' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Carbon accounting' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 training in June 2025.');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(rows()).toHaveLength(sample.length);
  });

  it('says no trainings are scheduled for a month without any', async () => {
    const user = setup(new Date(2025, 11, 5));
    expect(screen.getByRole('button', { name: 'January 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'December 2025' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No trainings scheduled' })).toBeInTheDocument();
    expect(screen.getByText('There are no trainings scheduled for the selected month.')).toBeInTheDocument();
  });

  it('wraps to December of the previous year in January', () => {
    setup(new Date(2026, 0, 2));
    expect(screen.getByRole('button', { name: 'December 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'February 2026' })).toBeInTheDocument();
  });

  it('says a full training is fully booked', () => {
    // Before it is held: a past training shows when it was held instead of its places.
    setup(new Date(2025, 5, 10));
    const full = rows().find((row) => within(row).queryByText('Wetland surveys'))!;
    expect(within(full).getByText('Fully booked')).toBeInTheDocument();
  });

  it('shows places and a Register Now email with the training and date as subject', () => {
    setup(new Date(2025, 4, 10));
    const first = rows()[0]!;
    // Its days in full ("20th May 2025", or a range for a longer one), once.
    expect(within(first).getByText(formatDayRange(sample[0]!.span))).toBeInTheDocument();
    expect(formatDayRange(sample[0]!.span)).toMatch(/^20th /);
    expect(within(first).getByText('38/50 registered')).toBeInTheDocument();
    expect(within(first).getByText('12 spots available')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: /Register Now/ });
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol + href.pathname).toBe('mailto:training@eik.co.ke');
    expect(href.searchParams.get('subject')).toBe('Training registration: Audit basics (May 2025)');
  });

  describe('as time passes', () => {
    const first = byStart[0]!;
    const last = byStart[byStart.length - 1]!;
    const dayAfter = (iso: string) => new Date(`${iso}T12:00:00`).getTime() + 86_400_000;

    it('before every training, lists them all with registration and no past section', () => {
      setup(new Date(`${first.startDate}T08:00:00`));
      expect(screen.queryByRole('heading', { name: 'Past trainings' })).not.toBeInTheDocument();
      expect(rows()).toHaveLength(sample.length);
      for (const row of rows()) {
        expect(within(row).getByRole('link', { name: /Register Now/ })).toBeInTheDocument();
        expect(within(row).getByRole('link', { name: /^Add to calendar/ })).toBeInTheDocument();
      }
    });

    it('lists upcoming trainings first and past ones under Past trainings, their schedule alone', () => {
      // The day after the first training ended: it is past, every later one is still to come.
      setup(new Date(dayAfter(lastDay(first))));
      const past = sample.filter((training) => lastDay(training) <= lastDay(first));
      const heading = screen.getByRole('heading', { name: 'Past trainings' });
      const pastTable = heading.closest('details')!.querySelector('table')!;
      const pastRows = within(pastTable).getAllByRole('row').slice(1);
      expect(pastRows.map(title).sort()).toEqual(past.map((training) => training.title).sort());
      for (const row of pastRows) {
        expect(within(row).getByText(/^Date:/)).toBeInTheDocument();
        expect(within(row).queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
        expect(within(row).queryByText(/spots? available|Fully booked/)).not.toBeInTheDocument();
        expect(within(row).queryByRole('link', { name: /^Add to calendar/ })).not.toBeInTheDocument();
      }
      const upcoming = rows().filter((row) => !pastRows.includes(row));
      expect(upcoming).toHaveLength(sample.length - past.length);
      for (const row of upcoming) expect(within(row).getByRole('link', { name: /Register Now/ })).toBeInTheDocument();
      // Upcoming rows come before the past section.
      expect(rows().slice(0, upcoming.length)).toEqual(upcoming);
    });

    it('after the last training, says none are upcoming and keeps every training under Past trainings', () => {
      setup(new Date(dayAfter(lastDay(last))));
      expect(screen.getByText(/No upcoming trainings yet/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Past trainings' })).toBeInTheDocument();
      expect(rows()).toHaveLength(sample.length);
      expect(screen.queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument();
    });
  });
});

describe('TrainingCalendar when content is sparse', () => {
  it('says once that nothing is to come, with no count beside it, and labels the past trainings', () => {
    setup(new Date(2026, 5, 10));
    expect(screen.getByRole('status')).toHaveTextContent(/^No upcoming trainings yet/);
    expect(screen.queryByText(/Showing all/)).not.toBeInTheDocument();
    // Nothing to come: the three latest held stand open under their heading, not folded under an
    // empty box; the rest fold under a control that counts them; the note says where to hear of the next dates.
    const recent = screen.getByRole('region', { name: 'Past trainings' });
    expect(within(recent).getAllByRole('row').slice(1).map(title)).toEqual(
      [...sample]
        .sort((a, b) => lastDay(b).localeCompare(lastDay(a)))
        .slice(0, 3)
        .map((training) => training.title),
    );
    const summary = screen.getByRole('heading', { name: 'Earlier trainings' }).closest('summary')!;
    expect(summary).toHaveTextContent(`${sample.length - 3} training`);
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Get the dates by email' })).toHaveAttribute('href', '/newsletter');
  });

  it('offers no month filter when none of its months holds a training', () => {
    setup(new Date(2026, 5, 10));
    expect(screen.queryByRole('group', { name: 'Filter trainings by month' })).not.toBeInTheDocument();
  });

  it('counts upcoming and past apart when both exist', () => {
    setup(new Date(2025, 5, 10));
    expect(screen.getByRole('status')).toHaveTextContent('3 upcoming trainings; 1 past training below.');
  });
});
