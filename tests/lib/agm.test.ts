import { agms } from '@/content/agm';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import type { Agm } from '@/content/schema';
import { menuAgmLabel, navigationFor } from '@/lib/navigation';
import {
  agmFacts,
  agmHref,
  agmLabel,
  agmPageHref,
  agmRedirects,
  agmsBefore,
  agmsFrom,
  agmsWithPages,
  getAgm,
  isLatestAgm,
  newestFirst,
  shownAgm,
} from '@/lib/agm';
import { buildDay } from '@/lib/build-date';
import { yearOf } from '@/lib/dates';
import { fillCopy } from '@/lib/page-copy';

/** A made-up meeting on `date`: only its date matters to which meeting is shown. */
function meeting(date: string): Agm {
  const year = yearOf(date);
  return {
    title: `Annual General Meeting ${year}`,
    date,
    venue: 'Nairobi',
    attendees: '300+ members',
    invitation: `Members meet in ${year}.`,
    description: `Members met in ${year}.`,
    programmePdf: `/documents/agm-${year}-programme.pdf`,
    photos: [],
  };
}

// A future meeting and two past ones, listed out of order: the order content gives must not matter.
const held2024 = meeting('2024-03-16');
const coming2026 = meeting('2026-03-14');
const held2025 = meeting('2025-03-15');
const several = [held2024, coming2026, held2025];

/** The menu's AGM link as the header, drawer and footer show it. */
function agmLink(meetings: readonly Agm[], today: string) {
  const links = navigationFor(meetings, today).flatMap((group) => ('children' in group ? group.children : [group]));
  return links.find((item) => item?.href === pages.agm.path);
}

describe('agmLabel', () => {
  it('names the meeting by the year of its date', () => {
    expect(agmLabel('2026-03-21')).toBe('AGM 2026');
    expect(agmLabel('2031-12-31')).toBe('AGM 2031');
    expect(agmLabel('2030-01-01')).toBe('AGM 2030');
  });
});

describe('each meeting’s own address', () => {
  it('is /agm/{year}, found again by its year', () => {
    expect(several.map(agmHref).sort()).toEqual(['/agm/2024', '/agm/2025', '/agm/2026']);
    expect(getAgm(several, '2025')).toBe(held2025);
    expect(getAgm(several, '2023')).toBeUndefined();
  });

  it('exists for every meeting in content', () => {
    for (const item of agms) expect(getAgm(agms, yearOf(item.date))).toBe(item);
  });
});

describe('one address per meeting: /agm, or its year’s page', () => {
  it('gives a page of its own to every meeting /agm cannot show, the newest first', () => {
    // 2026 is to come: /agm shows it, the two held before it have their pages.
    expect(agmsWithPages(several, '2025-06-01')).toEqual([held2025, held2024]);
    // Held and the latest: still /agm's.
    expect(agmsWithPages(several, '2027-01-01')).toEqual([held2025, held2024]);
    // Two to come: /agm shows each in turn, so neither has a page yet.
    expect(agmsWithPages(several, '2024-03-17')).toEqual([held2024]);
    // A single meeting is always /agm's: no year page at all.
    expect(agmsWithPages([held2025], '2030-01-01')).toEqual([]);
  });

  it('links each meeting where it is read, and answers the year of /agm’s meeting with /agm', () => {
    expect(several.map((item) => agmPageHref(several, item, '2025-06-01'))).toEqual(['/agm/2024', '/agm', '/agm/2025']);
    expect(agmRedirects(several, '2025-06-01')).toEqual([{ from: '/agm/2026', to: '/agm' }]);
    expect(agmRedirects(several, '2024-03-17')).toEqual([
      { from: '/agm/2025', to: '/agm' },
      { from: '/agm/2026', to: '/agm' },
    ]);
  });

  it('never gives one meeting both a year page and a redirect', () => {
    for (const day of ['2024-01-10', '2024-03-17', '2025-06-01', '2027-01-01']) {
      const pages = agmsWithPages(several, day).map(agmHref);
      const redirected = agmRedirects(several, day).map((redirect) => redirect.from);
      expect([...pages, ...redirected].sort()).toEqual(['/agm/2024', '/agm/2025', '/agm/2026']);
    }
  });
});

describe('the meeting /agm shows', () => {
  it('is the coming meeting while one is to come, including on its day', () => {
    expect(shownAgm(several, '2025-06-01')).toBe(coming2026);
    expect(shownAgm(several, '2026-03-14')).toBe(coming2026);
  });

  it('is the soonest of several to come', () => {
    expect(shownAgm(several, '2024-01-10')).toBe(held2024);
    expect(shownAgm(several, '2024-03-17')).toBe(held2025);
  });

  it('is the latest meeting once none is to come', () => {
    expect(shownAgm(several, '2026-03-15')).toBe(coming2026);
    expect(shownAgm([held2024, held2025], '2025-06-01')).toBe(held2025);
    expect(shownAgm([held2025], '2030-01-01')).toBe(held2025);
  });

  it('refuses an empty list, which the content check refuses too', () => {
    expect(() => shownAgm([], '2025-06-01')).toThrow(/no meeting/);
  });

  it('lists the earlier meetings as past AGMs, the newest first, and the others no more', () => {
    expect(agmsBefore(several, coming2026)).toEqual([held2025, held2024]);
    expect(agmsBefore(several, held2024)).toEqual([]);
    expect(newestFirst(several)).toEqual([coming2026, held2025, held2024]);
  });

  it('offers the next one after the latest meeting only', () => {
    expect(isLatestAgm(several, coming2026)).toBe(true);
    expect(isLatestAgm(several, held2025)).toBe(false);
  });
});

describe('what the HTML carries for the browser to decide again', () => {
  it('is the meetings to come on the build day, soonest first', () => {
    expect(agmsFrom(several, '2024-03-17')).toEqual([held2025, coming2026]);
  });

  it('is the latest meeting alone when none is to come', () => {
    expect(agmsFrom(several, '2026-04-01')).toEqual([coming2026]);
  });

  it('gives a later day the meeting that day shows: the first not over, else the last', () => {
    const candidates = agmsFrom(several, '2024-03-17');
    for (const day of ['2024-03-17', '2025-03-15', '2025-03-16', '2026-03-14', '2027-01-01']) {
      const inBrowser = candidates.find((item) => item.date >= day) ?? candidates.at(-1);
      expect(inBrowser).toBe(shownAgm(several, day));
    }
  });
});

describe('the menu and the page follow the meeting shown', () => {
  it('names the coming meeting, then the latest', () => {
    expect(agmLink(several, '2025-06-01')?.label).toBe('AGM 2026');
    expect(agmLink(several, '2024-03-17')?.label).toBe('AGM 2025');
    expect(agmLink([held2024, held2025], '2025-06-01')?.label).toBe('AGM 2025');
  });

  it('calls a meeting long held, with no next one announced, plain “AGM”: the year would read as current', () => {
    // The meeting is news for content/site.ts's recentDays after its day.
    const after = (days: number) => new Date(Date.parse(held2025.date) + days * 86_400_000).toISOString().slice(0, 10);
    expect(agmLink([held2024, held2025], after(site.recentDays))?.label).toBe('AGM 2025');
    expect(agmLink([held2024, held2025], after(site.recentDays + 1))?.label).toBe('AGM');
    expect(agmLink([held2024, held2025], '2030-01-01')?.label).toBe('AGM');
    // Announced, the next meeting is named by its year however far ahead it is.
    expect(agmLink([held2024, held2025, meeting('2031-03-15')], '2030-01-01')?.label).toBe('AGM 2031');
  });

  it('gives the site’s menu the name of the meeting /agm shows on the build day', () => {
    expect(agmLink(agms, buildDay())?.label).toBe(menuAgmLabel(agms, buildDay()));
  });

  it('is the page’s heading, and its year is the one in the page’s description', () => {
    for (const item of [...several, ...agms]) {
      const copy = fillCopy(pages.agm, agmFacts(item));
      expect(copy.title).toBe(agmLabel(item.date));
      expect(copy.description).toContain(yearOf(item.date));
      expect(copy.sections.photos.title).toContain(agmLabel(item.date));
    }
  });

  it('gives each meeting’s page its own title and address', () => {
    const copies = several.map((item) => fillCopy(pages.agmMeeting, agmFacts(item)));
    expect(copies.map((copy) => copy.path).sort()).toEqual(['/agm/2024', '/agm/2025', '/agm/2026']);
    expect(new Set(copies.map((copy) => copy.metaTitle)).size).toBe(several.length);
    expect(copies.map((copy) => copy.links.back.href)).toEqual(several.map(() => pages.agm.path));
  });
});
