import { render, screen, within } from '@testing-library/react';
import { NewsList } from '@/components/news/news-list';
import { blogPosts } from '@/content/blogs';
import { blogNewsItem, type NewsItem } from '@/lib/news';

const post = blogPosts[0]!;
// A post whose picture is a drawn stand-in, whatever the sample content holds.
const standInPost: NewsItem = { ...blogNewsItem(post), image: { ...post.image, standIn: true } };
const items: NewsItem[] = [
  standInPost,
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
  it('shows a photo, a document’s cover, and no picture at all for a post whose picture is a stand-in', () => {
    render(<NewsList items={items} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    // The stand-in leaves no slot: no image, no picture, no drawing; the card is its words.
    expect(within(cards[0]!).queryByRole('img')).toBeNull();
    expect(cards[0]!.querySelector('picture, img, [aria-hidden="true"]')).toBeNull();
    expect(within(cards[0]!).getByRole('heading', { name: post.title })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(post.excerpt.slice(0, 40));
    expect(within(cards[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'A statement without a photo' })).toHaveAttribute(
      'href',
      '/press-statements/a-statement',
    );
    expect(within(cards[2]!).getByRole('img', { name: 'Members at the launch of the statement' })).toBeInTheDocument();
    // The same post with a photograph shows it.
    const { image } = standInPost;
    render(<NewsList items={[{ ...standInPost, image: { src: image!.src, alt: 'Members planting trees' } }]} />);
    expect(screen.getByRole('img', { name: 'Members planting trees' }).closest('picture')).not.toBeNull();
  });

  it('names its category once on a post’s card in “more from the blog”', () => {
    render(<NewsList items={[standInPost]} byCategory />);
    const card = screen.getByRole('article');
    const times = (text: string) => text.split(post.category).length - 1;
    // The badge, and only where the title or the excerpt says it in words.
    expect(times(card.textContent!)).toBe(1 + times(post.title) + times(post.excerpt));
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
    // Its small cover beside the text at every width: decorative, not a link.
    const covers = card.querySelectorAll('[aria-hidden="true"]');
    expect(covers).toHaveLength(1);
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
