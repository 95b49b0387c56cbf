import { toResultItem } from '@/components/search/search-result';
import type { PagefindResultData } from '@/components/search/pagefind';
import { anchorId } from '@/lib/slug';

const at = (...scores: number[]) => scores.map((score, location) => ({ weight: 1, balanced_score: score, location }));

const pressPage: PagefindResultData = {
  url: '/press-statements',
  meta: { title: 'Press Statements' },
  excerpt: 'page excerpt',
  sub_results: [
    { title: 'Press Statements', url: '/press-statements', excerpt: 'intro', weighted_locations: at(1) },
    {
      title: 'Statement on the National Environment Policy Review',
      url: '/press-statements#statement-on-the-national-environment-policy-review',
      excerpt: 'The institute welcomes the <mark>review</mark>',
      weighted_locations: at(5, 5),
    },
    {
      title: 'Nairobi Air Quality',
      url: '/press-statements#nairobi-air-quality',
      excerpt: 'a <mark>review</mark> of monitoring',
      weighted_locations: at(2),
    },
  ],
};

describe('toResultItem', () => {
  it('lists the item that matches best, titled by it, with its page as context', () => {
    const item = toResultItem(pressPage)!;
    expect(item.title).toBe('Statement on the National Environment Policy Review');
    expect(item.url).toBe('/press-statements#statement-on-the-national-environment-policy-review');
    expect(item.context).toBe('Press Statements');
    expect(item.excerpt).toBe('The institute welcomes the <mark>review</mark>');
    expect(item.sections.map((section) => section.title)).toEqual(['Nairobi Air Quality']);
  });

  it('keeps the page as the result when its own text matches best', () => {
    const subs = pressPage.sub_results!;
    const item = toResultItem({
      ...pressPage,
      sub_results: [{ ...subs[0]!, weighted_locations: at(20) }, ...subs.slice(1)],
    })!;
    expect(item.title).toBe('Press Statements');
    expect(item.url).toBe('/press-statements');
    expect(item.context).toBeUndefined();
    expect(item.sections.map((section) => section.url)).toEqual([subs[1]!.url, subs[2]!.url]);
  });

  it('drops parts whose address is not a path on this site', () => {
    const item = toResultItem({
      ...pressPage,
      sub_results: [{ title: 'Evil', url: 'https://evil.example/#x', excerpt: '', weighted_locations: at(9) }],
    })!;
    expect(item.url).toBe('/press-statements');
    expect(item.sections).toEqual([]);
  });
});

describe('anchorId', () => {
  it('turns a title into lowercase words joined by single hyphens', () => {
    expect(anchorId('Protecting the Mau Forest Complex: A Call for Coordinated Restoration')).toBe(
      'protecting-the-mau-forest-complex-a-call-for-coordinated-restoration',
    );
    expect(anchorId('  Énergie — Clean & Renewables! ')).toBe('energie-clean-renewables');
  });
});

describe('toResultItem for a page of a document', () => {
  it('is titled and labelled by the index (from content) and opens the PDF at the page', () => {
    const item = toResultItem({
      url: '/documents/eik-membership-charter.pdf#page=3',
      meta: { title: 'EIK Membership Charter', kind: 'Charter', page: '3' },
      excerpt: 'declare <mark>conflicts</mark> of interest',
      sub_results: [
        { title: 'EIK Membership Charter', url: '/documents/eik-membership-charter.pdf#page=3', excerpt: 'x' },
      ],
    })!;
    expect(item).toEqual({
      url: '/documents/eik-membership-charter.pdf#page=3',
      title: 'EIK Membership Charter',
      excerpt: 'declare <mark>conflicts</mark> of interest',
      sections: [],
      document: { kind: 'Charter', page: '3' },
    });
  });

  it('keeps only same-site addresses for documents too', () => {
    expect(
      toResultItem({
        url: 'https://evil.example/x.pdf',
        meta: { title: 'x', kind: 'Charter', page: '1' },
        excerpt: '',
      }),
    ).toBeNull();
  });
});
