import { render, screen } from '@testing-library/react';
import { Picture } from '@/components/ui/picture';

describe('Picture', () => {
  it('offers AVIF, then WebP, with the box reserved and lazy loading', () => {
    const { container } = render(<Picture src="agm/agm-01" alt="Members at the AGM" sizes="24rem" />);
    const img = screen.getByRole('img', { name: 'Members at the AGM' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
  });

  it('is a plain img with the WebP variants for a logo, which has no AVIF', () => {
    const { container } = render(
      <Picture src="partners/nema" alt="National Environment Management Authority" sizes="192px" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'National Environment Management Authority' });
    expect(img).toHaveAttribute('srcset', '/images/partners/nema-160.webp 160w, /images/partners/nema-320.webp 320w');
    expect(img).toHaveAttribute('sizes', '192px');
    expect(img).toHaveAttribute('src', '/images/partners/nema-320.webp');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '120');
  });

  it('loads the page’s largest image eagerly at high priority', () => {
    render(<Picture src="partners/nema" alt="Logo" sizes="192px" priority />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
