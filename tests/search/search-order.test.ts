import { aboutEqual, dateSort, dateSortKey, newestFirstWhenTied } from '@/lib/search-order';

const result = (id: string, score: number) => ({ id, score });
const ids = (results: { id: string }[]) => results.map((item) => item.id);

describe('newestFirstWhenTied', () => {
  it('puts dated results that match about equally newest first', () => {
    // Three bulletins saying "bulletin" alike, the oldest scoring a little higher (a shorter page).
    const ranked = [result('july', 15.25), result('september', 15.21), result('december', 15.17)];
    expect(ids(newestFirstWhenTied(ranked, ['december', 'september', 'july']))).toEqual([
      'december',
      'september',
      'july',
    ]);
  });

  it('keeps relevance between results that do not match alike', () => {
    const ranked = [result('july', 30), result('december', 15)];
    expect(ids(newestFirstWhenTied(ranked, ['december', 'july']))).toEqual(['july', 'december']);
  });

  it('leaves undated results where relevance put them and fills the dated places by date', () => {
    const ranked = [result('old', 10), result('list', 9.9), result('new', 9.8), result('blog', 2)];
    expect(ids(newestFirstWhenTied(ranked, ['new', 'old', 'blog']))).toEqual(['new', 'list', 'old', 'blog']);
  });

  it('measures a run from its first result: a long slope of small steps is not one tie', () => {
    const step = (index: number) => 10 * aboutEqual ** (index * 0.6);
    const ranked = [0, 1, 2, 3].map((index) => result(`r${index}`, step(index)));
    // r0 and r1 tie; r2 starts a run of its own with r3.
    expect(ids(newestFirstWhenTied(ranked, ['r3', 'r2', 'r1', 'r0']))).toEqual(['r1', 'r0', 'r3', 'r2']);
  });

  it('changes nothing when no result is dated, and keeps every result once', () => {
    const ranked = [result('a', 5), result('b', 5), result('c', 1)];
    expect(newestFirstWhenTied(ranked, [])).toEqual(ranked);
    expect(ids(newestFirstWhenTied(ranked, ['c', 'b', 'a'])).sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('dateSort', () => {
  it('is the index’s date sort key with the ISO date', () => {
    expect(dateSort('2024-12-01')).toBe(`${dateSortKey}:2024-12-01`);
  });
});
