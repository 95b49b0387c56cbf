import { imageInfo, imageSrc, imageSrcSet } from '@/lib/images';
import { hero } from '@/content/home';

describe('image manifest helpers', () => {
  it('knows the size and variants of every hero image', () => {
    for (const slide of hero.slides) {
      const info = imageInfo(slide.src);
      expect(info.width / info.height).toBeCloseTo(16 / 9, 1);
      expect(info.widths.length).toBeGreaterThan(1);
    }
  });

  it('lists every variant in a srcset and picks a fallback at least as wide as asked', () => {
    expect(imageSrcSet('hero/hero-1', 'avif')).toBe(
      '/images/hero/hero-1-640.avif 640w, /images/hero/hero-1-960.avif 960w, /images/hero/hero-1-1280.avif 1280w, /images/hero/hero-1-1920.avif 1920w',
    );
    expect(imageSrc('hero/hero-1', 700)).toBe('/images/hero/hero-1-960.webp');
    expect(imageSrc('hero/hero-1', 5000)).toBe('/images/hero/hero-1-1920.webp');
  });

  it('fails loudly for an image that was never generated', () => {
    expect(() => imageInfo('hero/missing')).toThrow('not in the manifest');
  });
});
