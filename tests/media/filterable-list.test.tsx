import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterableList, type ListEntry } from '@/components/media/filterable-list';

const items = [
  {
    key: '1',
    title: 'Climate adaptation financing',
    description: 'Drought (ASAL) counties',
    category: 'Climate Action',
  },
  { key: '2', title: 'Nairobi air quality', description: 'Real-time monitors', category: 'Air Quality' },
  { key: '3', title: 'Climate change bill', description: 'Carbon markets', category: 'Legislation' },
];

const entries: ListEntry[] = items.map((item) => ({
  key: item.key,
  fields: [item.title, item.description],
  category: item.category,
  card: (
    <article>
      <h2>{item.title}</h2>
    </article>
  ),
}));

function renderPressList() {
  return render(
    <FilterableList
      kind="press"
      entries={entries}
      mode="category"
      options={['Climate Action', 'Air Quality', 'Legislation']}
      defaultChoice="all"
      choiceLabel="Category"
      search={{ label: 'Search press statements', placeholder: 'Search' }}
      noun={['press statement', 'press statements']}
      emptyMessage="No press statements found"
    />,
  );
}

const titles = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

beforeEach(() => window.history.replaceState(null, '', '/press-statements'));

describe('FilterableList', () => {
  it('lists every item and announces the count', () => {
    renderPressList();
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 3 press statements');
  });

  it('narrows by search, case-insensitively, and writes the URL query', async () => {
    const user = userEvent.setup();
    renderPressList();
    await user.type(screen.getByRole('searchbox', { name: 'Search press statements' }), 'CLIMATE');
    expect(titles()).toEqual(['Climate adaptation financing', 'Climate change bill']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 press statements');
    expect(window.location.search).toBe('?q=CLIMATE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Legislation');
    expect(titles()).toEqual(['Climate change bill']);
    expect(window.location.search).toBe('?q=CLIMATE&category=Legislation');
  });

  it('has a Search button that sends the form from the keyboard and keeps the filter as typed', async () => {
    const user = userEvent.setup();
    renderPressList();
    const form = screen.getByRole('search', { name: 'Filter press statements' });
    const button = within(form).getByRole('button', { name: 'Filter' });
    expect(button).toHaveAttribute('type', 'submit');
    const box = within(form).getByRole('searchbox', { name: 'Search press statements' });
    // The fields carry the names the page reads from its address (?q=…&category=…).
    expect(box).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveAttribute('name', 'category');
    await user.type(box, 'air{Enter}');
    await user.click(button);
    expect(titles()).toEqual(['Nairobi air quality']);
    expect(box).toHaveValue('air');
    expect(window.location.search).toBe('?q=air');
  });

  it('treats regex characters and markup as text and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPressList();
    const box = screen.getByRole('searchbox');
    await user.type(box, '(ASAL');
    expect(titles()).toEqual(['Climate adaptation financing']);
    await user.clear(box);
    await user.type(box, '<img src=x onerror=alert(1)>');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No press statements found')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(3);
    expect(box).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('ignores a whitespace-only search', async () => {
    const user = userEvent.setup();
    renderPressList();
    await user.type(screen.getByRole('searchbox'), '   ');
    expect(titles()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('restores the filter from the URL and falls back for an unknown category', () => {
    window.history.replaceState(null, '', '/press-statements?q=climate&category=Legislation');
    const { unmount } = renderPressList();
    expect(screen.getByRole('searchbox')).toHaveValue('climate');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Legislation');
    expect(titles()).toEqual(['Climate change bill']);
    unmount();

    window.history.replaceState(null, '', '/press-statements?category=Astrology');
    renderPressList();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    expect(titles()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('filters by year, all years at first, and says when a year has none', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/monthly-bulletin?year=1990');
    render(
      <FilterableList
        kind="bulletin"
        entries={[
          {
            key: 'a',
            fields: ['December 2024'],
            year: '2024',
            card: (
              <article>
                <h2>December 2024</h2>
              </article>
            ),
          },
          {
            key: 'b',
            fields: ['June 2023'],
            year: '2023',
            card: (
              <article>
                <h2>June 2023</h2>
              </article>
            ),
          },
        ]}
        mode="year"
        options={['2024', '2023', '2022']}
        defaultChoice="all"
        choiceLabel="Year"
        noun={['bulletin', 'bulletins']}
        emptyMessage="No bulletins found for {year}"
      />,
    );
    // An unknown year in the address falls back to every year.
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('all');
    expect(titles()).toEqual(['December 2024', 'June 2023']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2023');
    expect(titles()).toEqual(['June 2023']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2022');
    expect(screen.getByText('No bulletins found for 2022')).toBeInTheDocument();
    expect(window.location.search).toBe('?year=2022');
  });

  it('searches every page of a longer list through its index, fetched on the first search', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/blogs');
    const archived = {
      key: 'old',
      fields: ['Lessons from the plastic ban'],
      category: 'Waste',
      title: 'Lessons from the plastic ban',
      href: '/blogs/old',
      date: '2017-09-01',
      dateText: 'September 1, 2017',
      description: 'What seven years taught us.',
      action: { href: '/blogs/old', label: 'Read more' },
    };
    const onPage = {
      ...archived,
      key: 'new',
      fields: ['Solar mini-grids'],
      title: 'Solar mini-grids',
      href: '/blogs/new',
    };
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => [onPage, archived] }));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      render(
        <FilterableList
          kind="post"
          entries={[
            {
              key: 'new',
              fields: onPage.fields,
              category: 'Waste',
              card: (
                <article>
                  <h2>Solar mini-grids</h2>
                </article>
              ),
            },
          ]}
          mode="category"
          options={['Waste']}
          defaultChoice="all"
          choiceLabel="Category"
          search={{ label: 'Search blog posts', placeholder: 'Search' }}
          noun={['blog post', 'blog posts']}
          emptyMessage="No blog posts found"
          archive={{ href: '/lists/blogs.json', total: 2, first: 1, last: 1 }}
          pager={<nav aria-label="More pages of this list" />}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 2 blog posts');
      expect(screen.getByRole('navigation', { name: 'More pages of this list' })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      await user.type(screen.getByRole('searchbox', { name: 'Search blog posts' }), 'PLASTIC');
      expect(await screen.findByRole('link', { name: 'Lessons from the plastic ban' })).toHaveAttribute(
        'href',
        '/blogs/old',
      );
      expect(titles()).toEqual(['Lessons from the plastic ban']);
      expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 blog posts');
      expect(screen.queryByRole('navigation', { name: 'More pages of this list' })).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith('/lists/blogs.json');
    } finally {
      global.fetch = original;
    }
  });
});

describe('a list with a single year or category', () => {
  it('offers no choice of one: without search there is no filter form at all', () => {
    render(
      <FilterableList
        kind="bulletin"
        entries={entries.map((entry) => ({ ...entry, category: undefined, year: '2024' }))}
        mode="year"
        options={['2024']}
        defaultChoice="2024"
        choiceLabel="Year"
        noun={['bulletin', 'bulletins']}
        emptyMessage="No bulletins found for {year}"
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(entries.length);
  });

  it('keeps the search box when the list has one', () => {
    render(
      <FilterableList
        kind="press"
        entries={entries}
        mode="category"
        options={['Legislation']}
        defaultChoice="all"
        choiceLabel="Category"
        search={{ label: 'Search press statements', placeholder: 'Search' }}
        noun={['press statement', 'press statements']}
        emptyMessage="No press statements found"
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search press statements' })).toBeInTheDocument();
  });
});
