import { render, screen } from '@testing-library/react';
import { Picture, cardPhoto } from '@/components/ui/picture';

// The manifest is build output; a small one stands in for it.
jest.mock('@/lib/image-manifest', () => ({
  readImageManifest: () => ({
    'agm/members': { version: 'a1b2c3d4e5', width: 1200, height: 800, widths: [400, 800, 1200] },
    'partners/logo': { version: 'f6e5d4c3b2', width: 320, height: 120, widths: [160, 320], avif: false },
  }),
}));

describe('Picture', () => {
  it('offers AVIF, then WebP, with the box reserved and lazy loading', () => {
    const { container } = render(<Picture src="agm/members" alt="Members at the AGM" sizes="24rem" />);
    const img = screen.getByRole('img', { name: 'Members at the AGM' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture > source')].map((source) => source.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/images/agm/members-400.a1b2c3d4e5.avif 400w, /images/agm/members-800.a1b2c3d4e5.avif 800w, /images/agm/members-1200.a1b2c3d4e5.avif 1200w',
    );
  });

  it('names the page’s LCP picture in the head, as its AVIF source, and no other picture', () => {
    render(<Picture src="agm/members" alt="Members" sizes="24rem" />);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    const { container } = render(<Picture src="agm/members" alt="Members at the AGM" sizes="24rem" priority />);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    const avif = container.querySelector('source[type="image/avif"]');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('imagesrcset', avif?.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', '24rem');
  });

  it('does not pass a focal point or a stand-in mark on to the element', () => {
    render(<Picture src="agm/members" alt="Members" focus="top" standIn sizes="24rem" />);
    expect(screen.getByRole('img', { name: 'Members' })).not.toHaveAttribute('focus');
    expect(screen.getByRole('img', { name: 'Members' })).not.toHaveAttribute('standin');
  });

  it('leaves a stand-in drawing out of a card and keeps a photograph (cardPhoto)', () => {
    const drawing = { src: 'agm/members', alt: 'Drawing: hills', standIn: true as const };
    const photo = { src: 'agm/members', alt: 'Members' };
    expect(cardPhoto(drawing)).toBeUndefined();
    expect(cardPhoto(undefined)).toBeUndefined();
    expect(cardPhoto(photo)).toBe(photo);
  });

  it('is a plain img with the WebP variants for a logo, which has no AVIF', () => {
    const { container } = render(<Picture src="partners/logo" alt="A partner" sizes="192px" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A partner' });
    expect(img).toHaveAttribute(
      'srcset',
      '/images/partners/logo-160.f6e5d4c3b2.webp 160w, /images/partners/logo-320.f6e5d4c3b2.webp 320w',
    );
    expect(img).toHaveAttribute('sizes', '192px');
    expect(img).toHaveAttribute('src', '/images/partners/logo-320.f6e5d4c3b2.webp');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '120');
  });

  it('loads the page’s largest image eagerly at high priority', () => {
    render(<Picture src="partners/logo" alt="Logo" sizes="192px" priority />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
