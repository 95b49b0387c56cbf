import { render, screen, within } from '@testing-library/react';
import { NewsList } from '@/components/news/news-list';
import { blogPosts } from '@/content/blogs';
import { blogNewsItem, type NewsItem } from '@/lib/news';

const post = blogPosts[0]!;
const items: NewsItem[] = [
  blogNewsItem(post),
  {
    kind: 'Press statement',
    title: 'A statement without a photo',
    date: '2024-12-10',
    summary: 'What the institute asks for.',
    href: '/press-statements/a-statement',
  },
  {
    kind: 'Press statement',
    title: 'A statement with a photo',
    date: '2024-12-09',
    summary: 'What the institute asks for.',
    href: '/press-statements/another',
    image: { src: post.image.src, alt: 'Members at the launch of the statement' },
  },
];

describe('NewsList', () => {
  it('shows each item’s photo (a stand-in as its category’s cover), and a drawn tile (no image) for an item without one', () => {
    render(<NewsList items={items} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    // A stand-in drawing gives way to its category's cover; a photograph shows.
    expect(within(cards[0]!).queryByRole('img')).toBeNull();
    expect(cards[0]!.querySelector('[data-stand-in-cover]')).toHaveTextContent(post.category);
    expect(within(cards[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'A statement without a photo' })).toHaveAttribute(
      'href',
      '/press-statements/a-statement',
    );
    expect(within(cards[2]!).getByRole('img', { name: 'Members at the launch of the statement' })).toBeInTheDocument();
  });

  it('names each card by its own title, so a list of articles tells them apart', () => {
    render(
      <>
        <NewsList items={items} />
        <NewsList items={items.slice(0, 1)} />
      </>,
    );
    // Two lists on one page still give every card its own title's id.
    const ids = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole('article', { name: post.title })).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'A statement without a photo' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'A statement with a photo' })).toBeInTheDocument();
  });

  it('shows a document without a photo as its cover, its month and title drawn and hidden from assistive technology', () => {
    render(<NewsList items={items} />);
    const card = screen.getAllByRole('article')[1]!;
    // The small cover (a phone's) and the drawn page (from 640 px): both decorative, neither a link.
    const covers = card.querySelectorAll('[aria-hidden="true"]');
    expect(covers).toHaveLength(2);
    for (const cover of covers) {
      expect(cover).toHaveTextContent('December 2024');
      expect(cover).toHaveTextContent('A statement without a photo');
      expect(cover.querySelector('a, button, [tabindex]')).toBeNull();
    }
    expect(within(card).getByRole('heading', { name: 'A statement without a photo' })).toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('loads only the first photo eagerly, and only when asked (a list in view on arrival)', () => {
    const { rerender } = render(<NewsList items={items} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['lazy']);
    rerender(<NewsList items={items} priority />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['eager']);
  });
});
