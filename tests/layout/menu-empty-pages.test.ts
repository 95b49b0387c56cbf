import type { NavGroup } from '@/content/schema';

/** The Media Center group of the menu built from a gallery holding `photos`. */
function mediaCenterWith(photos: { src: string; alt: string; caption: string; standIn?: true }[]): string[] {
  let menu: NavGroup[] = [];
  jest.isolateModules(() => {
    jest.doMock('@/content/gallery', () => ({ galleryPhotos: photos }));
    menu = (jest.requireActual('@/lib/navigation') as typeof import('@/lib/navigation')).mainNavigation;
  });
  jest.dontMock('@/content/gallery');
  return menu.find((group) => group.label === 'Media Center')!.children!.map((child) => child.label);
}

describe('a page with nothing to show stays out of the menu', () => {
  const drawing = {
    src: 'gallery/gallery-01',
    alt: 'Drawing: young trees',
    caption: 'Young trees',
    standIn: true as const,
  };

  it('leaves the gallery out while it holds only drawings', () => {
    expect(mediaCenterWith([drawing])).toEqual(['Monthly Bulletin', 'Newsletter', 'Press Statements', 'Blogs']);
  });

  it('lists the gallery once its first photograph is in content, with no other edit', () => {
    const photo = { src: 'gallery/gallery-02', alt: 'Members at the AGM', caption: 'AGM 2025' };
    expect(mediaCenterWith([drawing, photo])).toContain('Gallery');
  });
});
