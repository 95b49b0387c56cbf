import { coverTitle, coverTitleStyle } from '@/lib/cover-title';

/** The size, in the cover's width units, at which the whole title fits its room (the style's last bound). */
function fitOf(style: { fontSize?: string | number }): number {
  return Number(/([\d.]+)cqi\)$/.exec(String(style.fontSize))![1]);
}

describe('a drawn cover prints its whole title', () => {
  it('leaves out the month the cover already shows', () => {
    expect(coverTitle('December 2024 Bulletin: A Decade of Practice', 'December 2024')).toBe('A Decade of Practice');
    expect(coverTitle('EIK Newsletter: December 2024', 'December 2024')).toBe('EIK Newsletter: December 2024');
  });

  it('sets a long title smaller, so that it fits the room the cover gives it rather than being cut', () => {
    const short = fitOf(coverTitleStyle('Annual Report', '2rem', 2800));
    const long = fitOf(
      coverTitleStyle('EIK Calls for Urgent Action on Climate Adaptation Financing in Arid Counties', '2rem', 2800),
    );
    expect(long).toBeLessThan(short);
    // About 0.75 of a letter's size squared per letter: the long title's room stays within the area.
    const letters = 'EIK Calls for Urgent Action on Climate Adaptation Financing in Arid Counties'.length;
    expect(0.75 * letters * long * long).toBeLessThanOrEqual(2800 + 1);
  });

  it('keeps the base size for a short title, and never lets a long word run past the edge', () => {
    expect(coverTitleStyle('Annual Report', '0.8rem', 2800).fontSize).toContain('0.8rem');
    expect(coverTitleStyle('Environmental', '0.8rem', 2800).fontSize).toContain('calc(160cqi / 13)');
  });
});
