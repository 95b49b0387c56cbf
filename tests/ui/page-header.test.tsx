import { render, screen, within } from '@testing-library/react';
import { PageHeader } from '@/components/ui/page-header';
import { absoluteUrl } from '@/lib/seo';
import { pages } from '@/content/pages';

const joinImage = pages.join.image!;
/** The page's picture as it will be once the photograph comes (no `standIn`). */
const photo = { src: joinImage.src, alt: joinImage.alt };

const crumbs = [
  { label: 'About Us', href: '/about/background' },
  { label: 'Council', href: '/about/council' },
];

function breadcrumbLists(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? 'null'))
    .filter((data) => data?.['@type'] === 'BreadcrumbList');
}

describe('PageHeader', () => {
  it('shows the trail from Home, the eyebrow, the single h1 and the intro', () => {
    render(<PageHeader title="Our Council" eyebrow="Leadership" intro="The elected leaders." crumbs={crumbs} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const trail = within(nav).getByRole('list');
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about/background');
    expect(within(trail).getByText('Council')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Council' })).toBeInTheDocument();
    expect(screen.getByText('Leadership')).toBeInTheDocument();
    expect(screen.getByText('The elected leaders.')).toBeInTheDocument();
  });

  it('on a phone gives the step up as one back link: the parent, or Home for a page just under it', () => {
    const { unmount } = render(<PageHeader title="Our Council" crumbs={crumbs} />);
    const back = () => screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('[data-crumb-back]');
    expect(back()).toHaveTextContent(/^About Us$/);
    expect(back()).toHaveAttribute('href', '/about/background');
    expect(back()).toHaveClass('sm:hidden');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('ol')).toHaveClass('max-sm:hidden');
    unmount();
    render(<PageHeader title="Our Background" crumbs={[{ label: 'Our Background', href: '/about/background' }]} />);
    expect(back()).toHaveTextContent(/^Home$/);
    expect(back()).toHaveAttribute('href', '/');
  });

  it('gives search engines the same trail as BreadcrumbList JSON-LD', () => {
    const { container } = render(<PageHeader title="Our Council" crumbs={crumbs} />);
    const [list, ...others] = breadcrumbLists(container);
    expect(others).toEqual([]);
    const trail = [{ label: 'Home', href: '/' }, ...crumbs];
    expect(list.itemListElement).toEqual(
      trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: absoluteUrl(crumb.href),
      })),
    );
  });

  it('shows its actions and, in a feature header given one, the content’s image at high priority', () => {
    render(
      <PageHeader title="How to Join" crumbs={crumbs} kind="feature" image={photo}>
        <a href="/members/fees">Fees & Subscriptions</a>
      </PageHeader>,
    );
    expect(screen.getByRole('link', { name: 'Fees & Subscriptions' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: photo.alt })).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves out a stand-in drawing: the header is its text until the photograph comes', () => {
    render(<PageHeader title="How to Join" crumbs={crumbs} kind="feature" image={{ ...photo, standIn: true }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'How to Join' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a feature header without an image is its text alone, with nothing announced in place of a figure', () => {
    render(<PageHeader title="How to Join" intro="Join us." crumbs={crumbs} kind="feature" />);
    expect(screen.getByRole('heading', { level: 1, name: 'How to Join' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
