import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchButton } from '@/components/search/search-button';
import { loadPagefind, type PagefindResultData } from '@/components/search/pagefind';
import { search as copy } from '@/content/search';

// The Pagefind runtime exists only in the built site: the tests give the dialog a stand-in.
jest.mock('@/components/search/pagefind', () => ({ loadPagefind: jest.fn() }));

const search = jest.fn();
const load = loadPagefind as jest.MockedFunction<typeof loadPagefind>;

function result(data: PagefindResultData) {
  return { id: data.url, data: async () => data };
}

const wastePost: PagefindResultData = {
  url: '/blogs/waste-act',
  meta: { title: 'What the Sustainable Waste Management Act means' },
  excerpt:
    'segregation at source under the <mark>waste</mark> act &lt;b&gt;bold&lt;/b&gt; <img src=x onerror="alert(1)"><script>alert(2)</script>',
  sub_results: [
    { title: 'What the Sustainable Waste Management Act means', url: '/blogs/waste-act', excerpt: 'the page itself' },
    {
      title: 'Extended producer responsibility',
      url: '/blogs/waste-act#epr',
      excerpt: 'producers pay for <mark>waste</mark>',
    },
  ],
};

beforeEach(() => {
  search.mockReset();
  load.mockReset();
  load.mockResolvedValue({ options: jest.fn(), init: jest.fn(), search });
});

async function openByMouse() {
  const user = userEvent.setup();
  render(<SearchButton label={copy.button} />);
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
  return { user, dialog, input: within(dialog).getByRole('searchbox', { name: 'Search the site' }) };
}

describe('SearchButton', () => {
  it('loads nothing of the search until the dialog opens', async () => {
    render(<SearchButton label={copy.button} />);
    expect(await screen.findByRole('button', { name: 'Search' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens by mouse with the search field focused, and starts loading the index', async () => {
    const { dialog, input } = await openByMouse();
    expect(dialog).toHaveAttribute('open');
    expect(input).toHaveFocus();
    expect(load).toHaveBeenCalled();
  });

  it.each([
    ['Ctrl+K', { ctrlKey: true }],
    ['Cmd+K', { metaKey: true }],
  ])('opens with %s', async (_name, modifiers) => {
    render(<SearchButton label={copy.button} />);
    await screen.findByRole('button', { name: 'Search' });
    fireEvent.keyDown(window, { key: 'k', ...modifiers });
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toHaveAttribute('open');
  });

  it('ignores K without a modifier', async () => {
    render(<SearchButton label={copy.button} />);
    await screen.findByRole('button', { name: 'Search' });
    fireEvent.keyDown(window, { key: 'k' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true, shiftKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button, and with Escape (the dialog’s close event), returning focus to the button', async () => {
    const { user, dialog } = await openByMouse();
    await user.click(within(dialog).getByRole('button', { name: 'Close search' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(dialog).toHaveAttribute('open');
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});

describe('SearchDialog results', () => {
  it('lists results as links with the title, a highlighted excerpt and matching sections', async () => {
    search.mockResolvedValue({ results: [result(wastePost)] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'waste');

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1 result for “waste”'));
    expect(search).toHaveBeenCalledWith('waste', { filters: {} });
    const list = within(dialog).getByRole('list', { name: 'Search results' });
    // A post is named under its group and section of the menu, then by its title.
    const link = within(list).getByRole('link', {
      name: /^Media Center Blogs What the Sustainable Waste Management Act means/,
    });
    expect(link).toHaveAttribute('href', '/blogs/waste-act');
    expect(within(link).getByText('waste', { selector: 'mark' })).toBeInTheDocument();

    const section = within(list).getByRole('link', { name: /^Extended producer responsibility/ });
    expect(section).toHaveAttribute('href', '/blogs/waste-act#epr');
    // The sub-result without an anchor is the page itself and is not repeated.
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('moves between the result links with the arrow keys, and back up to the field', async () => {
    search.mockResolvedValue({
      results: [result(wastePost), result({ ...wastePost, url: '/blogs/other', sub_results: [] })],
    });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'waste');
    const list = await within(dialog).findByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blogs/waste-act',
      '/blogs/waste-act#epr',
      '/blogs/other',
    ]);
    // Roving focus: one result link in the tab order.
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1]);

    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    expect(links.map((link) => link.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveFocus();
    // Tabbing into the results reaches the one last reached by the arrows.
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1]);
  });

  it('shows markup in an excerpt as text and injects nothing', async () => {
    search.mockResolvedValue({ results: [result(wastePost)] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'waste');
    await within(dialog).findByRole('list', { name: 'Search results' });

    expect(dialog.querySelector('script, img, b')).toBeNull();
    expect(dialog.querySelectorAll('mark')).toHaveLength(2);
    expect(dialog).toHaveTextContent('<b>bold</b> <img src=x onerror="alert(1)"><script>alert(2)</script>');
  });

  it('drops results whose address is not a path on this site', async () => {
    search.mockResolvedValue({
      results: [
        result({ ...wastePost, url: 'javascript:alert(1)', sub_results: [] }),
        result({ ...wastePost, url: '//evil.example/x', sub_results: [] }),
      ],
    });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'waste');
    await waitFor(() => expect(search).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 results for “waste”'));
    // No link to either: only the popular pages, offered when no result is left to show.
    const hrefs = within(dialog)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(copy.popular.links.map((link) => link.href));
  });

  it('says so when nothing matches', async () => {
    search.mockResolvedValue({ results: [] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'zzqx');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “zzqx”'));
    expect(within(dialog).queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    // Not a dead end: the popular pages from content are offered, each a link.
    const popular = within(dialog).getByRole('navigation', { name: copy.popular.title });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(copy.popular.links.map((link) => link.href));
  });

  it.each([
    ['all punctuation', '!!! ??? ...', '!!! ??? ...'],
    ['markup', '<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['Chinese', '环境保护', '环境保护'],
    ['Arabic', 'حماية البيئة', 'حماية البيئة'],
  ])('answers a query in %s with a clear message and nothing injected', async (_kind, query, shown) => {
    search.mockResolvedValue({ results: [] });
    const { dialog, input } = await openByMouse();
    fireEvent.change(input, { target: { value: query } });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`No results for “${shown}”`));
    expect(document.querySelector('dialog script')).toBeNull();
  });

  it('does not send punctuation-only queries to the index', async () => {
    const { dialog, input } = await openByMouse();
    fireEvent.change(input, { target: { value: '?!.,;:' } });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “?!.,;:”'));
    expect(search).not.toHaveBeenCalled();
  });

  it('cuts a very long query and shortens it in the message', async () => {
    search.mockResolvedValue({ results: [] });
    const { dialog, input } = await openByMouse();
    fireEvent.change(input, { target: { value: 'a'.repeat(2000) } });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(`No results for “${'a'.repeat(60)}…”`),
    );
    expect(search).toHaveBeenCalledWith('a'.repeat(200), { filters: {} });
  });

  it('waits for typing to pause before searching', async () => {
    search.mockResolvedValue({ results: [] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'audit');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “audit”'));
    // One query: by relevance, and by date for the order of equal matches; none for what was half typed.
    expect(search.mock.calls.map(([term]) => term)).toEqual(['audit', 'audit']);
  });

  it('clears the message for an empty query', async () => {
    search.mockResolvedValue({ results: [] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'x');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “x”'));
    await user.clear(input);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(''));
  });

  it('reports a search that cannot load', async () => {
    load.mockRejectedValue(new Error('offline'));
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'waste');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Search is not available right now.'),
    );
  });

  it('shows more results on request', async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      result({ url: `/page-${index}`, meta: { title: `Page ${index}` }, excerpt: 'x' }),
    );
    search.mockResolvedValue({ results: many });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'page');
    const list = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('link')).toHaveLength(8);
    await user.click(within(dialog).getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(10));
    expect(within(dialog).queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
  });
});

describe('SearchDialog order', () => {
  const issue = (month: string, title: string): PagefindResultData => ({
    url: `/monthly-bulletin/bulletin-2024-${month}`,
    meta: { title },
    excerpt: 'the monthly <mark>bulletin</mark>',
  });
  const july = issue('07', 'July 2024 Bulletin: EIA Licensing Updates');
  const december = issue('12', 'December 2024 Bulletin: A Decade of Environmental Practice');
  const list: PagefindResultData = { url: '/about/approach', meta: { title: 'Our Approach' }, excerpt: 'a bulletin' };

  it('shows results that match about equally newest first, and keeps relevance otherwise', async () => {
    search.mockImplementation(async (_term: string, options: { sort?: Record<string, string> }) =>
      options.sort
        ? { results: [december, july].map((data) => result(data)) }
        : {
            results: [
              { ...result(july), score: 15.25 },
              { ...result(december), score: 15.17 },
              { ...result(list), score: 2 },
            ],
          },
    );
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'licensing');
    const results = await within(dialog).findByRole('list', { name: copy.resultsList });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([december.url, july.url, list.url]),
    );
    expect(search).toHaveBeenCalledWith('licensing', { filters: {}, sort: { date: 'desc' } });
  });
});

describe('SearchDialog documents', () => {
  const bulletinPage: PagefindResultData = {
    url: '/documents/bulletins/bulletin-2024-08.pdf#page=2',
    meta: { title: 'August 2024 Bulletin: Water Security in Arid Counties', kind: copy.kinds.bulletin, page: '2' },
    excerpt: 'lessons from <mark>sand</mark> dams in Makueni',
    sub_results: [
      {
        title: 'August 2024 Bulletin: Water Security in Arid Counties',
        url: '/documents/bulletins/bulletin-2024-08.pdf#page=2',
        excerpt: 'lessons from <mark>sand</mark> dams in Makueni',
      },
    ],
  };

  it('shows a result inside a document with its title, kind, page and marked words, opening the PDF at that page', async () => {
    search.mockResolvedValue({ results: [result(bulletinPage)] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'sand');
    const list = await within(dialog).findByRole('list', { name: copy.resultsList });
    const link = within(list).getByRole('link', { name: new RegExp(bulletinPage.meta.title!) });
    expect(link).toHaveAttribute('href', bulletinPage.url);
    expect(link).toHaveTextContent(copy.kinds.bulletin);
    expect(link).toHaveTextContent(copy.documentPage.replace('{page}', '2'));
    expect(within(link).getByText('sand', { selector: 'mark' })).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the pages of a bulletin’s PDF under the bulletin’s own page: one result, counted once', async () => {
    const bulletin: PagefindResultData = {
      url: '/monthly-bulletin/bulletin-2024-08',
      meta: { title: 'August 2024 Bulletin: Water Security in Arid Counties' },
      excerpt: 'water security and <mark>sand</mark> dams',
    };
    const inPdf = { ...bulletinPage, meta: { ...bulletinPage.meta, item: bulletin.url } };
    search.mockResolvedValue({ results: [result(inPdf), result(bulletin)] });
    const { user, dialog, input } = await openByMouse();
    await user.type(input, 'sand');
    const list = await within(dialog).findByRole('list', { name: copy.resultsList });
    const results = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(results).toHaveLength(1);
    expect(within(results[0]!).getAllByRole('link')[0]).toHaveAttribute('href', bulletin.url);
    const pdfPage = within(results[0]!).getByRole('link', {
      name: new RegExp(copy.documentPage.replace('{page}', '2')),
    });
    expect(pdfPage).toHaveAttribute('href', bulletinPage.url);
    // Named as the document it is, the page only beside it.
    expect(pdfPage.textContent).toMatch(/^August 2024 Bulletin: Water Security in Arid Counties \(PDF\)page 2/);
    expect(pdfPage).not.toHaveTextContent(/PDF, page/);
    expect(within(dialog).getByRole('status')).toHaveTextContent(copy.oneResult.replace('{query}', 'sand'));
  });

  it('narrows the results to documents or to pages, by mouse or with the arrow keys', async () => {
    search.mockResolvedValue({ results: [result(bulletinPage)] });
    const { user, dialog, input } = await openByMouse();
    const choice = within(dialog).getByRole('group', { name: copy.scope.legend });
    const everything = within(choice).getByRole('radio', { name: copy.scope.all });
    expect(everything).toBeChecked();
    await user.type(input, 'sand');
    await waitFor(() => expect(search).toHaveBeenCalledWith('sand', { filters: {} }));

    await user.click(within(choice).getByRole('radio', { name: copy.scope.documents }));
    await waitFor(() => expect(search).toHaveBeenCalledWith('sand', { filters: { type: 'document' } }));

    // A radio group: one Tab stop, the arrow keys choose.
    await user.keyboard('{ArrowLeft}');
    expect(within(choice).getByRole('radio', { name: copy.scope.pages })).toBeChecked();
    await waitFor(() => expect(search).toHaveBeenCalledWith('sand', { filters: { type: 'page' } }));
  });
});
