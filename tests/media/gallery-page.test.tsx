import { render, screen, within } from '@testing-library/react';
import { galleryPhotos } from '@/content/gallery';
import { pages } from '@/content/pages';

// The gallery once the institute's photographs are in: the same pictures, no longer marked as drawings.
jest.mock('@/lib/stand-ins', () => {
  const { galleryPhotos: all } = jest.requireActual<typeof import('@/content/gallery')>('@/content/gallery');
  return {
    photographsOf: <T,>(pictures: T[]) => pictures,
    shownGallery: all.slice(0, 3).map(({ standIn: _, ...photo }) => photo),
  };
});

import { PagedListPage } from '@/components/media/paged-lists';
import { galleryPhotos as photoGrid } from '@/components/media/gallery-photos';

describe('/gallery with photographs', () => {
  it('shows each photograph with its caption, each opening the viewer', () => {
    render(<PagedListPage list="gallery" copy={pages.gallery} photos={photoGrid} />);
    const shown = screen.getAllByRole('figure');
    expect(shown).toHaveLength(3);
    galleryPhotos.slice(0, 3).forEach((photo, index) => {
      expect(shown[index]).toHaveTextContent(photo.caption);
    });
    shown.forEach((figure, index) => {
      expect(
        within(figure).getByRole('button', { name: new RegExp(galleryPhotos[index]!.alt.slice(0, 20)) }),
      ).toHaveAttribute('aria-haspopup', 'dialog');
    });
  });

  it('a list route that passes no photo view shows no grid: the viewer comes only with the gallery', () => {
    render(<PagedListPage list="gallery" copy={pages.gallery} />);
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
  });
});
