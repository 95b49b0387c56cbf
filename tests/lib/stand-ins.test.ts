import { agms } from '@/content/agm';
import { galleryPhotos } from '@/content/gallery';
import { siteFacts } from '@/content/schema/site';
import { site } from '@/content/site';
import { photographsOf } from '@/lib/stand-ins';

const drawing = (n: number) => ({ src: `gallery/d-${n}`, standIn: true as const });
const photo = (n: number): { src: string; standIn?: true } => ({ src: `gallery/p-${n}` });

describe('a gallery shows its photographs, never a stand-in drawing', () => {
  it('shows no drawing while it has no photograph', () => {
    expect(photographsOf([1, 2, 3].map(drawing))).toEqual([]);
  });

  it('shows every photograph and no drawing once one photograph is in, with no other edit', () => {
    expect(photographsOf([drawing(1), photo(2), drawing(3), photo(4)])).toEqual([photo(2), photo(4)]);
  });

  it('names every stand-in as a drawing in its alt text, and no caption as one', () => {
    for (const picture of [...galleryPhotos, ...agms.flatMap((agm) => agm.photos)].filter((p) => p.standIn)) {
      expect(picture.alt).toMatch(/^Drawing: /);
      expect(picture.caption).not.toMatch(/^(drawing|illustration)\b/i);
    }
  });
});

describe('the site facts: the news window', () => {
  const problems = (change: object) =>
    siteFacts.safeParse({ ...site, ...change }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('accepts the facts as written', () => {
    expect(problems({})).toBeUndefined();
  });

  it.each([
    [{ recentDays: 3 }, 'recentDays: is under a week (write 7 or more days)'],
    [{ recentDays: 1000 }, 'recentDays: is over two years (write 730 or fewer days)'],
  ])('refuses %j', (change, problem) => {
    expect(problems(change)).toEqual([problem]);
  });
});
