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
  it('gives every card of a grid one treatment: no picture while any item lacks a photograph', () => {
    render(<NewsList items={items} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    // The stand-in and the document without a photo leave the grid text-led: no card shows a
    // picture or a drawing, not even the one item that has a photo, so every title starts on one line.
    for (const card of cards) expect(card.querySelector('picture, img, div[aria-hidden="true"]')).toBeNull();
    expect(within(cards[0]!).getByRole('heading', { name: post.title })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(post.excerpt.slice(0, 40));
    expect(within(cards[1]!).getByRole('link', { name: 'A statement without a photo' })).toHaveAttribute(
      'href',
      '/press-statements/a-statement',
    );
  });

  it('shows the photographs when every item of the grid has one', () => {
    const { image } = standInPost;
    render(
      <NewsList items={[{ ...standInPost, image: { src: image!.src, alt: 'Members planting trees' } }, items[2]!]} />,
    );
    expect(screen.getByRole('img', { name: 'Members planting trees' }).closest('picture')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Members at the launch of the statement' })).toBeInTheDocument();
  });

  it('labels each card with its kind, the date under the title', () => {
    render(<NewsList items={items} />);
    const [postCard, statementCard] = screen.getAllByRole('article');
    expect(postCard).toHaveTextContent(/^Blog post/);
    expect(statementCard).toHaveTextContent(/^Press statement/);
    const heading = within(statementCard!).getByRole('heading', { name: 'A statement without a photo' });
    const date = within(statementCard!).getByText('December 10, 2024');
    expect(heading.compareDocumentPosition(date) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names its category once on a post’s card in “more from the blog”', () => {
    render(<NewsList items={[standInPost]} byCategory />);
    const card = screen.getByRole('article');
    const times = (text: string) => text.split(post.category).length - 1;
    // The badge, and only where the title (its heading, and its "Read more" link for a screen reader) or
    // the excerpt says it in words.
    expect(times(card.textContent!)).toBe(1 + 2 * times(post.title) + times(post.excerpt));
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

  it('loads only the first photo eagerly, and only when asked (a list in view on arrival)', () => {
    const photographed = items.map((item) => ({ ...item, image: { src: post.image.src, alt: item.title } }));
    const { rerender } = render(<NewsList items={photographed} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    rerender(<NewsList items={photographed} priority />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });
});
