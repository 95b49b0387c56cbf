import { buildDay, resolveBuildDay, siteDay } from '@/lib/build-date';

describe('the build date', () => {
  it('is the pinned day when SITE_BUILD_DATE is set', () => {
    expect(resolveBuildDay('2026-03-01', new Date('2030-01-01T00:00:00Z'))).toBe('2026-03-01');
  });

  it('refuses a pinned value that is not a day, naming the setting', () => {
    expect(() => resolveBuildDay('01/03/2026')).toThrow(/SITE_BUILD_DATE "01\/03\/2026" is not a date/);
    expect(() => resolveBuildDay('2026-02-30')).toThrow(/SITE_BUILD_DATE/);
  });

  it('is otherwise today in Nairobi, already the next day there late in the UTC evening', () => {
    expect(siteDay(new Date('2026-11-25T20:59:00Z'))).toBe('2026-11-25');
    expect(siteDay(new Date('2026-11-25T21:05:00Z'))).toBe('2026-11-26');
    expect(resolveBuildDay(undefined, new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(resolveBuildDay('', new Date('2026-06-01T12:00:00Z'))).toBe('2026-06-01');
  });

  it('reads SITE_BUILD_DATE from the environment', () => {
    const before = process.env.SITE_BUILD_DATE;
    process.env.SITE_BUILD_DATE = '2025-03-14';
    try {
      expect(buildDay()).toBe('2025-03-14');
    } finally {
      if (before === undefined) delete process.env.SITE_BUILD_DATE;
      else process.env.SITE_BUILD_DATE = before;
    }
  });
});
