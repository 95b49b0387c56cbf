import {
  excerptAfterMasthead,
  excerptAfterTitle,
  excerptSegments,
  markedWords,
  withEllipsis,
} from '@/lib/search-excerpt';
import { displayQuery, isSearchable, maxQueryLength, normalizeQuery } from '@/lib/search-text';

describe('excerptSegments', () => {
  it('keeps <mark> as a highlight flag and everything else as text', () => {
    expect(excerptSegments('the <mark>waste</mark> management act')).toEqual([
      { text: 'the ', mark: false },
      { text: 'waste', mark: true },
      { text: ' management act', mark: false },
    ]);
  });

  it('turns any other markup into visible text, never into elements', () => {
    expect(excerptSegments('<img src=x onerror=alert(1)><mark>x</mark><script>alert(1)</script>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', mark: false },
      { text: 'x', mark: true },
      { text: '<script>alert(1)</script>', mark: false },
    ]);
  });

  it('decodes escaped text, so escaped markup shows as typed', () => {
    expect(excerptSegments('&lt;b&gt;Fees &amp; <mark>subscriptions</mark>&#39;s &quot;page&quot;')).toEqual([
      { text: '<b>Fees & ', mark: false },
      { text: 'subscriptions', mark: true },
      { text: '\'s "page"', mark: false },
    ]);
  });

  it('survives unbalanced and nested marks', () => {
    expect(excerptSegments('</mark>a<mark><MARK>b</mark>c</mark>d<mark>e')).toEqual([
      { text: 'a', mark: false },
      { text: 'bc', mark: true },
      { text: 'd', mark: false },
      { text: 'e', mark: true },
    ]);
    expect(excerptSegments('')).toEqual([]);
  });
});

describe('character references in an excerpt', () => {
  it('decodes numeric ones, shows an invalid one as the browser does and an unknown one as typed', () => {
    expect(excerptSegments('&#x1F600; &#8211; &#x27;&apos; &bogus; &#xD800; &#0;')).toEqual([
      { text: "😀 – '' &bogus; \uFFFD \uFFFD", mark: false },
    ]);
  });
});

describe('queries', () => {
  it('normalizes whitespace and caps the length', () => {
    expect(normalizeQuery('  waste \n  act ')).toBe('waste act');
    expect(normalizeQuery('a'.repeat(2000))).toHaveLength(maxQueryLength);
  });

  it('knows when nothing could match', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('!!! ??? ...')).toBe(false);
    expect(isSearchable('<>/"\'')).toBe(false);
    expect(isSearchable('环境')).toBe(true);
    expect(isSearchable('البيئة')).toBe(true);
    expect(isSearchable('2025')).toBe(true);
  });

  it('shortens long queries for display', () => {
    expect(displayQuery('short')).toBe('short');
    expect(displayQuery('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('excerptAfterTitle', () => {
  const text = (excerpt: string, title: string) =>
    excerptAfterTitle(excerptSegments(excerpt), title)
      .map((segment) => (segment.mark ? `[${segment.text}]` : segment.text))
      .join('');
  const title = 'July 2024 Bulletin: EIA Licensing Updates';

  it('leaves out the title a page’s excerpt opens with, its punctuation and the marks in it', () => {
    expect(
      text(
        'July 2024 <mark>Bulletin:</mark> EIA Licensing Updates. Changes to environmental impact assessment licensing',
        title,
      ),
    ).toBe('Changes to environmental impact assessment licensing');
  });

  it('leaves out the end of the title where the excerpt’s window began inside it (a document’s title line)', () => {
    expect(
      text(
        '2024 <mark>Bulletin:</mark> EIA Licensing Updates Monthly <mark>Bulletin</mark> - July 26, 2024 Changes',
        title,
      ),
    ).toBe('Monthly [Bulletin] - July 26, 2024 Changes');
  });

  it('keeps an excerpt that does not open with the title, or would keep too little without it', () => {
    const other = 'Changes to <mark>EIA</mark> licensing, a checklist for experts renewing';
    expect(text(other, title)).toBe('Changes to [EIA] licensing, a checklist for experts renewing');
    expect(text('EIA Licensing Updates for all', title)).toBe('EIA Licensing Updates for all');
    // One word of a longer title is a coincidence, not the title.
    expect(text('Updates to the rules for licensing this year', title)).toBe(
      'Updates to the rules for licensing this year',
    );
  });

  it('takes a one-word title off when it is the whole title', () => {
    expect(text('Downloads. Guides, reports, forms and toolkits for members', 'Downloads')).toBe(
      'Guides, reports, forms and toolkits for members',
    );
  });
});

describe('withEllipsis', () => {
  const text = (excerpt: string) =>
    withEllipsis(excerptSegments(excerpt))
      .map((segment) => segment.text)
      .join('');

  it('ends an excerpt cut off inside a sentence with an ellipsis, after a mark too', () => {
    expect(text('Every bulletin is a PDF to')).toBe('Every bulletin is a PDF to…');
    expect(text('renewing their <mark>licences</mark>')).toBe('…renewing their licences…');
  });

  it('begins an excerpt cut off inside a sentence with an ellipsis in place of the punctuation before it', () => {
    expect(text('– <mark>Climate</mark> Action. Summary.')).toBe('…Climate Action. Summary.');
    expect(text('- Climate Action. Summary.')).toBe('…Climate Action. Summary.');
    expect(text('this issue. Baku’s new <mark>climate</mark> finance goal.')).toBe(
      '…this issue. Baku’s new climate finance goal.',
    );
    expect(text('<mark>members</mark> renew in January.')).toBe('…members renew in January.');
    expect(text('Members renew in January.')).toBe('Members renew in January.');
  });

  it('leaves an excerpt that ends a sentence, and an empty one, as they are', () => {
    expect(text('The institute welcomes the review.')).toBe('The institute welcomes the review.');
    expect(text('Is it approved?')).toBe('Is it approved?');
    expect(withEllipsis([])).toEqual([]);
  });
});

describe('highlights hold whole words', () => {
  it('leaves the punctuation the index marks with a word outside the highlight', () => {
    expect(excerptSegments('the annual <mark>fee:</mark> KES 5,000 and <mark>(fees)</mark>.')).toEqual([
      { text: 'the annual ', mark: false },
      { text: 'fee', mark: true },
      { text: ': KES 5,000 and (', mark: false },
      { text: 'fees', mark: true },
      { text: ').', mark: false },
    ]);
    expect(markedWords('<mark>Fee:</mark> and <mark>—</mark>')).toEqual(['fee']);
  });
});

describe('excerptAfterMasthead', () => {
  const masthead = 'December 2024 Bulletin: A Decade of\nEnvironmental Practice\nMonthly Bulletin - December 20, 2024';
  it('starts a first page’s excerpt after the title and subtitle lines, so only the body’s matches stay marked', () => {
    const excerpt =
      'December 2024 <mark>Bulletin:</mark> A Decade of Environmental Practice Monthly <mark>Bulletin</mark> - December 20, 2024 Highlights of the 10th anniversary celebrations';
    const after = excerptAfterMasthead(excerpt, masthead);
    expect(after).toBe('Highlights of the 10th anniversary celebrations');
    expect(markedWords(after)).toEqual([]);
  });
  it('keeps an excerpt that does not open with the masthead, and any without one', () => {
    const body = 'claim missing <mark>points</mark> before 31 January, and the founding members';
    expect(excerptAfterMasthead(body, masthead)).toBe(body);
    expect(excerptAfterMasthead(body, undefined)).toBe(body);
  });
});
