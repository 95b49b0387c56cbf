import { councilMembers } from '@/content/council';
import { councilFigures } from '@/lib/council';

describe('councilFigures', () => {
  it('adds up the years and counts distinct specializations', () => {
    expect(
      councilFigures([
        { experience: '22 years', specialization: 'EIA' },
        { experience: '1 year', specialization: 'Water' },
        { experience: '4 years', specialization: 'eia' },
      ]),
    ).toEqual({ members: 3, experienceYears: 27, specializations: 2 });
  });

  it('agrees with the council in content', () => {
    const figures = councilFigures(councilMembers);
    expect(figures.members).toBe(councilMembers.length);
    expect(figures.specializations).toBe(new Set(councilMembers.map((m) => m.specialization.toLowerCase())).size);
  });
});
