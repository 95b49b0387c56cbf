import { render, screen, within } from '@testing-library/react';
import type { Block } from '@/content/schema';
import { PageBody } from '@/components/blocks/page-body';

// The manifest is build output; a small one stands in for it.
jest.mock('@/lib/image-manifest', () => ({
  readImageManifest: () => ({
    'pages/field-day': { version: 'a1b2c3d4e5', width: 1200, height: 800, widths: [400, 800, 1200] },
  }),
}));

const body: Block[] = [
  { type: 'paragraph', text: 'The rules members follow, in plain words.' },
  { type: 'heading', text: 'How we decide' },
  { type: 'paragraph', text: 'Read [the fees](/members/fees) or [the portal](https://portal.example.org/join) first.' },
  { type: 'list', items: ['Members vote', 'The council decides'] },
  { type: 'list', style: 'numbers', items: ['Apply', 'Pay'] },
  { type: 'heading', level: 3, text: 'Who takes part' },
  {
    type: 'list',
    items: [
      { title: 'Government', description: 'Agencies and counties.', icon: 'building' },
      { title: 'Academia', description: 'Universities and colleges.' },
    ],
  },
  { type: 'heading', text: 'A day in the field' },
  {
    type: 'image',
    src: 'pages/field-day',
    alt: 'Members measuring a stream',
    caption: 'A stream survey',
    beside: true,
  },
  { type: 'quote', quote: 'We learn most when we stand in the river.', name: 'A. Member', role: 'Associate' },
  { type: 'actions', links: [{ label: 'Contact the Secretariat', href: '/about/secretariat' }] },
];

describe('PageBody', () => {
  beforeEach(() => {
    render(<PageBody blocks={body} />);
  });

  it('opens a region per main heading, labelled by it, and keeps the text before the first heading', () => {
    expect(screen.getByText('The rules members follow, in plain words.')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['how-we-decide-heading', 'a-day-in-the-field-heading']);
    expect(screen.getByRole('region', { name: 'How we decide' })).toContainElement(
      screen.getByRole('heading', { level: 3, name: 'Who takes part' }),
    );
  });

  it('writes the links of a paragraph as links, an outside one opening in a new tab', () => {
    const paragraph = screen.getByText(/first\.$/);
    expect(paragraph).toHaveTextContent('Read the fees or the portal (opens in a new tab) first.');
    expect(within(paragraph).getByRole('link', { name: 'the fees' })).toHaveAttribute('href', '/members/fees');
    const portal = within(paragraph).getByRole('link', { name: /the portal/ });
    expect(portal).toHaveAttribute('href', 'https://portal.example.org/join');
    expect(portal).toHaveAttribute('target', '_blank');
  });

  it('draws lines as a bulleted or a numbered list, and titled items with their headings', () => {
    const lists = screen.getAllByRole('list');
    const texts = lists.map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        ['Members vote', 'The council decides'],
        ['Apply', 'Pay'],
      ]),
    );
    expect(lists.find((list) => list.textContent === 'ApplyPay')!.tagName).toBe('OL');
    expect(screen.getByRole('heading', { level: 3, name: 'Government' })).toBeInTheDocument();
    expect(screen.getByText('Universities and colleges.')).toBeInTheDocument();
  });

  it('shows the image with its caption, the quote with who said it, and the actions as links', () => {
    const image = screen.getByRole('img', { name: 'Members measuring a stream' });
    expect(image.closest('figure')).toHaveTextContent('A stream survey');
    const quote = screen.getByText('We learn most when we stand in the river.').closest('figure')!;
    expect(quote).toHaveTextContent('A. Member');
    expect(screen.getByRole('link', { name: 'Contact the Secretariat' })).toHaveAttribute('href', '/about/secretariat');
  });
});

describe('PageBody, a band of prose with a sub-heading', () => {
  it('stands its opening text and its titled part side by side, the titled part in a card of its own', () => {
    render(
      <PageBody
        blocks={[
          { type: 'heading', text: 'Measuring our impact' },
          { type: 'paragraph', text: 'We track what our work changes.' },
          { type: 'heading', level: 3, text: 'What we measure' },
          { type: 'list', items: ['Members trained', 'Policy submissions'] },
        ]}
      />,
    );
    const titled = screen.getByRole('heading', { level: 3, name: 'What we measure' }).parentElement!;
    expect(titled).toContainElement(screen.getByRole('list'));
    expect(titled).not.toContainElement(screen.getByText('We track what our work changes.'));
  });

  it('keeps one column where the band holds a grid of titled items', () => {
    render(<PageBody blocks={body} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Who takes part' });
    expect(heading.parentElement).toContainElement(screen.getByText(/first\.$/));
  });
});
