import { imageInfo, imageSrc, imageSrcSet, ogImage } from '@/lib/images';

// The manifest is build output; these rules hold for any manifest, so a small one stands in for it.
jest.mock('@/lib/image-manifest', () => ({
  readImageManifest: () => ({
    'photos/wide': { version: 'aaaa000001', width: 1920, height: 1080, widths: [640, 960, 1280, 1920] },
    'photos/small': { version: 'bbbb000002', width: 960, height: 540, widths: [640, 960] },
    'blog/post': {
      version: 'cccc000003',
      width: 1200,
      height: 675,
      widths: [400, 800, 1200],
      og: { width: 1200, height: 630 },
    },
  }),
}));

describe('image manifest helpers', () => {
  it('lists every variant in a srcset and picks a fallback at least as wide as asked', () => {
    expect(imageSrcSet('photos/wide', 'avif')).toBe(
      '/images/photos/wide-640.aaaa000001.avif 640w, /images/photos/wide-960.aaaa000001.avif 960w, /images/photos/wide-1280.aaaa000001.avif 1280w, /images/photos/wide-1920.aaaa000001.avif 1920w',
    );
    expect(imageSrc('photos/wide', 700)).toBe('/images/photos/wide-960.aaaa000001.webp');
    expect(imageSrc('photos/wide', 5000)).toBe('/images/photos/wide-1920.aaaa000001.webp');
  });

  it('offers only the widths a smaller photo could fill', () => {
    expect(imageSrcSet('photos/small', 'webp')).toBe(
      '/images/photos/small-640.bbbb000002.webp 640w, /images/photos/small-960.bbbb000002.webp 960w',
    );
    expect(imageSrc('photos/small', 1920)).toBe('/images/photos/small-960.bbbb000002.webp');
    expect(imageInfo('photos/small')).toMatchObject({ width: 960, height: 540 });
  });

  it('points a post’s link preview at the card made from its photo, named after its content', () => {
    expect(ogImage('blog/post', 'A post')).toEqual({
      url: '/images/og/blog/post.cccc000003.jpg',
      width: 1200,
      height: 630,
      alt: 'A post',
    });
    expect(ogImage('photos/wide', 'No card of its own')).toMatchObject({ url: '/og/default.png', width: 1200 });
  });

  it('fails loudly for an image that was never made, naming the source to add', () => {
    expect(() => imageInfo('hero/missing')).toThrow('add its photo as content/images/hero/missing.jpg');
  });
});
