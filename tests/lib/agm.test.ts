import { agm } from '@/content/agm';
import { mainNavigation } from '@/lib/navigation';
import { pages } from '@/content/pages';
import { agmFacts, agmLabel } from '@/lib/agm';
import { yearOf } from '@/lib/dates';
import { fillCopy } from '@/lib/page-copy';

describe('agmLabel', () => {
  it('names the meeting by the year of its date', () => {
    expect(agmLabel('2026-03-21')).toBe('AGM 2026');
    expect(agmLabel('2031-12-31')).toBe('AGM 2031');
    expect(agmLabel('2030-01-01')).toBe('AGM 2030');
  });

  it('rejects a date that cannot be read rather than naming a wrong year', () => {
    expect(() => agmLabel('March 2026')).toThrow();
  });

  it('gives the menu its label: a new date renames the link', () => {
    const links = mainNavigation.flatMap((group) => ('children' in group ? group.children : [group]));
    const link = links.find((item) => item?.href === pages.agm.path);
    expect(link?.label).toBe(agmLabel(agm.date));
  });

  it('is the page’s heading, and its year is the one in the page’s description', () => {
    const copy = fillCopy(pages.agm, agmFacts(agm));
    expect(copy.title).toBe(agmLabel(agm.date));
    expect(copy.description).toContain(yearOf(agm.date));
    expect(copy.sections.photos.title).toContain(agmLabel(agm.date));
  });
});
