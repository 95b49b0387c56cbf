import {
  documentName,
  documentPlace,
  foldDocumentPages,
  menuPagesNamed,
  sectionOf,
  toResultItem,
  withMenuPagesFirst,
  type ResultItem,
} from '@/components/search/search-result';
import { mainNavigation } from '@/content/navigation';
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

describe('sectionOf', () => {
  const group = (href: string) => mainNavigation.find((entry) => entry.href === href)!.label;

  it('names the menu group of each of the menu’s pages', () => {
    for (const entry of mainNavigation) {
      if ('external' in entry && entry.external) continue;
      const links = 'children' in entry && entry.children ? entry.children : [entry];
      for (const link of links) expect(sectionOf(link.href)).toEqual({ section: entry.label });
    }
    expect(sectionOf('/members/fees')).toEqual({ section: group('/members/join') });
    expect(sectionOf('/about/council')).toEqual({ section: group('/about/background') });
  });

  it('names the group and the menu’s page a deeper page lies under', () => {
    const media = group('/monthly-bulletin');
    expect(sectionOf('/press-statements/mau-forest-restoration')).toEqual({
      section: media,
      subsection: 'Press Statements',
    });
    expect(sectionOf('/monthly-bulletin/bulletin-2024-12#summary')).toEqual({
      section: media,
      subsection: 'Monthly Bulletin',
    });
    expect(sectionOf('/trainings/calendar/2025')).toEqual({
      section: group('/trainings/short-courses'),
      subsection: 'Calendar',
    });
  });

  it('places a page the menu does not list by the start of its path', () => {
    expect(sectionOf('/resources/vacancy')).toEqual({ section: group('/resources/downloads') });
    expect(sectionOf('/news/some-event')).toEqual({ section: group('/news') });
    expect(sectionOf('/members/some-new-page')).toEqual({ section: group('/members/join') });
  });

  it('names nothing for a page outside every group', () => {
    expect(sectionOf('/')).toEqual({});
    expect(sectionOf('/donate')).toEqual({});
    expect(sectionOf('/press-statements-archive')).toEqual({});
  });

  it('is shown above a page result', () => {
    const item = toResultItem({
      url: '/blogs/water-towers-restoration',
      meta: { title: 'Restoring the water towers' },
      excerpt: 'the <mark>water</mark> towers',
      sub_results: [],
    })!;
    expect(item.section).toBe(group('/monthly-bulletin'));
    expect(item.subsection).toBe('Blogs');
    expect(item.context).toBeUndefined();
    const fees = toResultItem({ url: '/members/fees', meta: { title: 'Fees' }, excerpt: 'x', sub_results: [] })!;
    expect(fees.section).toBe(group('/members/join'));
    expect(fees.subsection).toBeUndefined();
  });
});

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

describe('foldDocumentPages', () => {
  const bulletinPage: ResultItem = {
    url: '/monthly-bulletin/march-2025',
    title: 'March 2025 Bulletin',
    excerpt: 'the <mark>wetlands</mark> issue',
    sections: [],
  };
  const bulletinPdf = (page: string): ResultItem => ({
    url: `/documents/bulletin-march-2025.pdf#page=${page}`,
    title: 'March 2025 Bulletin',
    excerpt: `<mark>wetlands</mark> on page ${page}`,
    sections: [],
    document: { kind: 'Bulletin', page, item: '/monthly-bulletin/march-2025' },
  });
  const guide: ResultItem = {
    url: '/documents/guide.pdf#page=1',
    title: 'Wetland Survey Guide',
    excerpt: '',
    sections: [],
    document: { kind: 'Resource', page: '1' },
  };
  const home: ResultItem = { url: '/', title: 'Home', excerpt: '', sections: [] };

  it('shows a document’s pages under the page that presents it, as one result where the better one stood', () => {
    const shown = foldDocumentPages([home, bulletinPdf('2'), guide, bulletinPage, bulletinPdf('1')]);
    expect(shown.map((item) => item.url)).toEqual(['/', '/monthly-bulletin/march-2025', guide.url]);
    expect(shown[1]!.sections).toEqual([
      {
        title: 'March 2025 Bulletin (PDF)',
        detail: 'page 2',
        url: bulletinPdf('2').url,
        excerpt: bulletinPdf('2').excerpt,
      },
      {
        title: 'March 2025 Bulletin (PDF)',
        detail: 'page 1',
        url: bulletinPdf('1').url,
        excerpt: bulletinPdf('1').excerpt,
      },
    ]);
  });

  it('shows a document found without its page as that page, titled by the document, its PDF page under it', () => {
    const shown = foldDocumentPages([bulletinPdf('3'), home]);
    expect(shown).toEqual([
      {
        url: '/monthly-bulletin/march-2025',
        title: 'March 2025 Bulletin',
        excerpt: '',
        section: 'Media Center',
        subsection: 'Monthly Bulletin',
        sections: [
          {
            title: 'March 2025 Bulletin (PDF)',
            detail: 'page 3',
            url: bulletinPdf('3').url,
            excerpt: bulletinPdf('3').excerpt,
          },
        ],
      },
      home,
    ]);
  });

  it('takes the page’s own result, where the document stood, once the page is among the results too', () => {
    const shown = foldDocumentPages([bulletinPdf('3'), home, bulletinPage]);
    expect(shown.map((item) => item.url)).toEqual(['/monthly-bulletin/march-2025', '/']);
    expect(shown[0]!.excerpt).toBe(bulletinPage.excerpt);
    expect(shown[0]!.sections.map((section) => section.url)).toEqual([bulletinPdf('3').url]);
  });

  it('keeps a document no page presents as a result of its own', () => {
    expect(foldDocumentPages([guide, home])).toEqual([guide, home]);
  });

  it('finds the presenting page when its result is one item of it (an anchor)', () => {
    const join: ResultItem = {
      url: '/members/join#charter',
      title: 'Charter',
      context: 'Join',
      excerpt: '',
      sections: [],
    };
    const charterPage: ResultItem = {
      url: '/documents/charter.pdf#page=2',
      title: 'Charter',
      excerpt: 'declare <mark>conflicts</mark> of interest',
      sections: [],
      document: { kind: 'Charter', page: '2', item: '/members/join' },
    };
    const shown = foldDocumentPages([join, charterPage]);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.sections.map((section) => section.url)).toEqual([charterPage.url]);
    // The results it was given are left as they were.
    expect(join.sections).toEqual([]);
  });
});

describe('a PDF page under the page that presents it', () => {
  const masthead = 'March 2025 Bulletin\nMonthly Bulletin - March 21, 2025';
  const pdfPage = (excerpt: string) =>
    toResultItem({
      url: '/documents/bulletin-march-2025.pdf#page=1',
      meta: {
        title: 'March 2025 Bulletin',
        kind: 'Bulletin',
        page: '1',
        item: '/monthly-bulletin/march-2025',
        pages: '1',
        masthead,
      },
      excerpt,
    })!;
  const bulletinPage: ResultItem = {
    url: '/monthly-bulletin/march-2025',
    title: 'March 2025 Bulletin',
    excerpt: 'the month’s <mark>bulletin</mark>',
    sections: [],
  };

  it('is left out when its excerpt matched only the masthead (title and subtitle lines)', () => {
    const found = pdfPage(
      'March 2025 <mark>Bulletin</mark> Monthly <mark>Bulletin</mark> - March 21, 2025 Highlights of the wetlands survey and the new regulations',
    );
    expect(found.excerpt).toBe('Highlights of the wetlands survey and the new regulations');
    const shown = foldDocumentPages([bulletinPage, found]);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.sections).toEqual([]);
  });

  it('is shown, its word marked, when the word stands in the PDF’s body', () => {
    const found = pdfPage('members met the <mark>sedimentation</mark> working group in Kisumu to plan the season');
    const shown = foldDocumentPages([bulletinPage, found]);
    expect(shown.map((item) => item.url)).toEqual(['/monthly-bulletin/march-2025']);
    // A one-page document: named as the document, with no page beside it.
    expect(shown[0]!.sections).toEqual([
      { title: 'March 2025 Bulletin (PDF)', url: found.url, excerpt: found.excerpt },
    ]);
  });

  it('still stands for its page when only its masthead matched and the page is not among the results', () => {
    const found = pdfPage(
      'March 2025 <mark>Bulletin</mark> Monthly <mark>Bulletin</mark> - March 21, 2025 Highlights of the wetlands survey and more',
    );
    const shown = foldDocumentPages([found]);
    expect(shown.map((item) => [item.url, item.title, item.sections.length])).toEqual([
      ['/monthly-bulletin/march-2025', 'March 2025 Bulletin', 0],
    ]);
  });
});

describe('toResultItem keeps the page that presents a document', () => {
  it('reads it from the index and drops it when it is not a path on this site', () => {
    const data = (item: string) => ({
      url: '/documents/b.pdf#page=1',
      meta: { title: 'B', kind: 'Bulletin', page: '1', item },
      excerpt: '',
    });
    expect(toResultItem(data('/monthly-bulletin/b'))!.document!.item).toBe('/monthly-bulletin/b');
    expect(toResultItem(data('https://evil.example/'))!.document!.item).toBeUndefined();
  });
});

describe('withMenuPagesFirst (a query that names a section of the menu)', () => {
  const media = mainNavigation.find((group) => group.label === 'Media Center')!;
  const bulletinLink = (('children' in media && media.children) || []).find(
    (link) => link.href === '/monthly-bulletin',
  )!;
  const issue = (month: string): ResultItem => ({
    url: `/documents/bulletins/bulletin-2024-${month}.pdf#page=1`,
    title: `${month} 2024 Bulletin`,
    excerpt: 'the <mark>bulletin</mark>',
    sections: [],
    document: { kind: 'Bulletin', page: '1' },
  });

  it('names the menu pages whose label the query’s words begin, or begin with, by the menu’s words', () => {
    expect(menuPagesNamed('bulletin').map((link) => link.href)).toEqual(['/monthly-bulletin']);
    expect(menuPagesNamed('Bulletins').map((link) => link.href)).toEqual(['/monthly-bulletin']);
    expect(menuPagesNamed('fee').map((link) => link.label)).toEqual(['Fees & Subscriptions']);
    expect(menuPagesNamed('press statements').map((link) => link.href)).toEqual(['/press-statements']);
    expect(menuPagesNamed('news').map((link) => link.href)).toEqual(['/newsletter', '/news']);
  });

  it('names none for words of no label, words too short to mean one, an empty query or the external link', () => {
    expect(menuPagesNamed('wetlands')).toEqual([]);
    expect(menuPagesNamed('bulletin xyz')).toEqual([]);
    expect(menuPagesNamed('me')).toEqual([]);
    expect(menuPagesNamed('   ')).toEqual([]);
    expect(menuPagesNamed('conference')).toEqual([]);
  });

  it('moves the section’s own result first, once, and keeps the rest in their order', () => {
    const list: ResultItem = { url: '/monthly-bulletin', title: 'Monthly Bulletin', excerpt: 'x', sections: [] };
    const items = [issue('07'), issue('09'), list, issue('08')];
    expect(withMenuPagesFirst(items, 'bulletin').map((item) => item.url)).toEqual([
      '/monthly-bulletin',
      items[0]!.url,
      items[1]!.url,
      items[3]!.url,
    ]);
  });

  it('puts the section first by its menu name and group when the search has not returned it (yet)', () => {
    const [first, ...rest] = withMenuPagesFirst([issue('07'), issue('09')], 'bulletins');
    expect(first).toEqual({
      url: bulletinLink.href,
      title: bulletinLink.label,
      excerpt: '',
      sections: [],
      section: 'Media Center',
    });
    expect(rest).toHaveLength(2);
  });

  it('changes nothing for a query naming no section', () => {
    const items = [issue('07')];
    expect(withMenuPagesFirst(items, 'licensing')).toBe(items);
  });
});

describe('a PDF result is named as the document it is', () => {
  it('by its title, said to be a PDF, with its page as a detail only when it has more than one', () => {
    expect(documentName('EIK Membership Charter')).toBe('EIK Membership Charter (PDF)');
    expect(documentPlace({ kind: 'Charter', page: '3', pages: 4 })).toBe('page 3');
    expect(documentPlace({ kind: 'Bulletin', page: '1', pages: 1 })).toBeUndefined();
    for (const text of [documentName('X'), documentPlace({ kind: 'Charter', page: '1', pages: 2 })!]) {
      expect(text).not.toMatch(/^PDF, page/);
    }
  });

  it('reads the document’s number of pages from the index', () => {
    const item = toResultItem({
      url: '/documents/c.pdf#page=2',
      meta: { title: 'C', kind: 'Charter', page: '2', pages: '3' },
      excerpt: '',
    })!;
    expect(item.document).toEqual({ kind: 'Charter', page: '2', pages: 3 });
  });
});
