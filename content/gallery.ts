import type { GalleryPhoto } from './schema';

/**
 * Images on /gallery: the alt text says what the image shows, the caption tells its story. Until the
 * institute's photographs come, each is a drawing marked `standIn: true`, captioned with what it
 * shows: a photograph of an event takes its place (without the mark) with a caption naming the event.
 */
export const galleryPhotos = [
  {
    src: 'gallery/gallery-01',
    alt: 'Drawing: young trees planted below forested ridges',
    caption: 'Young trees planted below forested ridges',
    standIn: true,
  },
  {
    src: 'gallery/gallery-02',
    alt: 'Drawing: a contour map on a survey grid in pale green',
    caption: 'A contour map on a survey grid in pale green',
    standIn: true,
  },
  {
    src: 'gallery/gallery-03',
    alt: 'Drawing: a sandy shore on a blue sea under a white sun',
    caption: 'A sandy shore on a blue sea under a white sun',
    standIn: true,
  },
  {
    src: 'gallery/gallery-04',
    alt: 'Drawing: large leaves in green and gold on deep green',
    caption: 'Large leaves in green and gold on deep green',
    standIn: true,
  },
  {
    src: 'gallery/gallery-05',
    alt: 'Drawing: a contour map with a river winding through',
    caption: 'A contour map with a river winding through',
    standIn: true,
  },
  {
    src: 'gallery/gallery-06',
    alt: 'Drawing: acacia trees on a green plain under a blue sky',
    caption: 'Acacia trees on a green plain under a blue sky',
    standIn: true,
  },
  {
    src: 'gallery/gallery-07',
    alt: 'Drawing: a wooden boardwalk leading through reeds into a lake',
    caption: 'A wooden boardwalk leading through reeds into a lake',
    standIn: true,
  },
  {
    src: 'gallery/gallery-08',
    alt: 'Drawing: a ring of leaves in gold and green on deep green',
    caption: 'A ring of leaves in gold and green on deep green',
    standIn: true,
  },
  {
    src: 'gallery/gallery-09',
    alt: 'Drawing: a leafy sprig growing upward on cream',
    caption: 'A leafy sprig growing upward on cream',
    standIn: true,
  },
  {
    src: 'gallery/gallery-10',
    alt: 'Drawing: a contour map in ochre with a river across it',
    caption: 'A contour map in ochre with a river across it',
    standIn: true,
  },
  {
    src: 'gallery/gallery-11',
    alt: 'Drawing: a ring of leaves on pale green',
    caption: 'A ring of leaves on pale green',
    standIn: true,
  },
  {
    src: 'gallery/gallery-12',
    alt: 'Drawing: contour lines of hills in amber and deep green',
    caption: 'Contour lines of hills in amber and deep green',
    standIn: true,
  },
  {
    src: 'gallery/gallery-13',
    alt: 'Drawing: young trees along green slopes under a blue sky',
    caption: 'Young trees along green slopes under a blue sky',
    standIn: true,
  },
  {
    src: 'gallery/gallery-14',
    alt: 'Drawing: steam rising from a valley between dry ridges',
    caption: 'Steam rising from a valley between dry ridges',
    standIn: true,
  },
] satisfies GalleryPhoto[];
