import { agms } from '@/content/agm';
import { galleryPhotos } from '@/content/gallery';
import { siteFacts } from '@/content/schema/site';
import { site } from '@/content/site';
import { shownPictures } from '@/lib/stand-ins';

const drawing = (n: number) => ({ src: `gallery/d-${n}`, standIn: true as const });
const photo = (n: number): { src: string; standIn?: true } => ({ src: `gallery/p-${n}` });

describe('a gallery shows its photographs, or a few stand-ins until one comes', () => {
  it('shows at most the chosen number of drawings, and says they stand in', () => {
    const shown = shownPictures([1, 2, 3, 4, 5].map(drawing), 2);
    expect(shown).toEqual({ pictures: [drawing(1), drawing(2)], standIn: true });
  });

  it('shows every photograph and no drawing once one photograph is in, with no other edit', () => {
    const shown = shownPictures([drawing(1), photo(2), drawing(3), photo(4)], 2);
    expect(shown).toEqual({ pictures: [photo(2), photo(4)], standIn: false });
  });

  it('shows nothing and no note for a gallery with no pictures', () => {
    expect(shownPictures([], 3)).toEqual({ pictures: [], standIn: false });
  });

  it('names every stand-in as a drawing in its alt text, and no caption as one', () => {
    for (const picture of [...galleryPhotos, ...agms.flatMap((agm) => agm.photos)].filter((p) => p.standIn)) {
      expect(picture.alt).toMatch(/^Drawing: /);
      expect(picture.caption).not.toMatch(/^(drawing|illustration)\b/i);
    }
  });
});

describe('the site facts: the news window and the stand-ins shown', () => {
  const problems = (change: object) =>
    siteFacts.safeParse({ ...site, ...change }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('accepts the facts as written', () => {
    expect(problems({})).toBeUndefined();
  });

  it.each([
    [{ recentDays: 3 }, 'recentDays: is under a week (write 7 or more days)'],
    [{ recentDays: 1000 }, 'recentDays: is over two years (write 730 or fewer days)'],
    [{ standInsShown: 28 }, 'standInsShown: is over 12 (a few chosen drawings, not a wall of them)'],
  ])('refuses %j', (change, problem) => {
    expect(problems(change)).toEqual([problem]);
  });
});
