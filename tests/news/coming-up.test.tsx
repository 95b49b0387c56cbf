import { render, screen } from '@testing-library/react';
import { ComingUp, ComingUpClasses, UpcomingEventList } from '@/components/news/coming-up';
import { NextEventsNote } from '@/components/news/next-events-note';
import { contentEvents } from '@/lib/content-events';
import { upcomingEvents } from '@/lib/events';
import { pages } from '@/content/pages';

const { texts, links } = pages.home;

// The content's own events: the tests run on days taken from them, so they follow the content.
const events = contentEvents('2000-01-01');
const first = events[0]!;
const lastDay = [...events]
  .map((event) => event.last)
  .sort()
  .at(-1)!;
const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T10:00:00`);
  date.setDate(date.getDate() + 1);
  return date;
};

function view() {
  return render(
    <>
      <ComingUp
        events={events}
        count={2}
        some={
          <section aria-label="Coming up">
            <UpcomingEventList kinds={texts} />
          </section>
        }
      />
      <ComingUpClasses events={events} some="tinted" none="plain">
        <p>Latest news</p>
      </ComingUpClasses>
      <ComingUp events={events} count={2} none={<NextEventsNote text={texts.noEvents!} link={links.newsletter!} />} />
    </>,
  );
}

afterEach(() => jest.useRealTimers());

describe('ComingUp', () => {
  it('lists the next events by the visitor’s day, soonest first, and no note', () => {
    // On the first event's last day it is still on: it leads.
    jest.useFakeTimers({ now: new Date(`${first.last}T10:00:00`) });
    view();
    const list = screen.getByRole('region', { name: 'Coming up' });
    expect(list.querySelectorAll('h3')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      upcomingEvents(events, first.last)
        .slice(0, 2)
        .map((event) => expect.stringContaining(event.title)),
    );
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(first.title);
    expect(screen.getByText('Latest news').parentElement).toHaveClass('tinted');
    expect(screen.queryByText(texts.noEvents!)).not.toBeInTheDocument();
  });

  it('after the last event: no past date listed as coming, the news first and the calm note', () => {
    jest.useFakeTimers({ now: dayAfter(lastDay) });
    view();
    expect(screen.queryByRole('region', { name: 'Coming up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByText('Latest news').parentElement).toHaveClass('plain');
    expect(screen.getByText(texts.noEvents!, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: links.newsletter!.label })).toHaveAttribute('href', '/newsletter');
  });
});
