import type { GalleryPhoto } from './schema';

/**
 * Images on /gallery: the alt text says what the image shows, the caption tells its story. Until the
 * institute's photographs come, each is an illustration of the place or theme its caption names.
 */
export const galleryPhotos = [
  {
    src: 'gallery/gallery-01',
    alt: 'Illustration: young trees planted below forested ridges',
    caption: 'Tree planting in the Mau Forest, October 2024',
  },
  {
    src: 'gallery/gallery-02',
    alt: 'Illustration: a contour map on a survey grid in pale green',
    caption: 'Environmental impact assessment workshop, Nairobi',
  },
  {
    src: 'gallery/gallery-03',
    alt: 'Illustration: a sandy shore on a blue sea under a white sun',
    caption: 'World Cleanup Day at Jomo Kenyatta Public Beach, Mombasa',
  },
  {
    src: 'gallery/gallery-04',
    alt: 'Illustration: large leaves in green and gold on deep green',
    caption: 'Opening plenary of the 3rd International Environmental Conference',
  },
  {
    src: 'gallery/gallery-05',
    alt: 'Illustration: a contour map with a river winding through',
    caption: 'Water quality field day with student members on the Nairobi River',
  },
  {
    src: 'gallery/gallery-06',
    alt: 'Illustration: acacia trees on a green plain under a blue sky',
    caption: 'Site visit to a solar-powered health centre in Kajiado',
  },
  {
    src: 'gallery/gallery-07',
    alt: 'Illustration: a wooden boardwalk leading through reeds into a lake',
    caption: 'Wetlands tour at Lake Naivasha on World Wetlands Day',
  },
  {
    src: 'gallery/gallery-08',
    alt: 'Illustration: a ring of leaves in gold and green on deep green',
    caption: 'Ten years of the institute: anniversary dinner, December 2024',
  },
  {
    src: 'gallery/gallery-09',
    alt: 'Illustration: a leafy sprig growing upward on cream',
    caption: 'Graduates of the environmental audit short course',
  },
  {
    src: 'gallery/gallery-10',
    alt: 'Illustration: a contour map in ochre with a river across it',
    caption: 'Learning visit to community sand dams in Makueni',
  },
  {
    src: 'gallery/gallery-11',
    alt: 'Illustration: a ring of leaves on pale green',
    caption: 'Circular economy exhibitors at the conference expo',
  },
  {
    src: 'gallery/gallery-12',
    alt: 'Illustration: contour lines of hills in amber and deep green',
    caption: 'Panel on climate finance for counties',
  },
  {
    src: 'gallery/gallery-13',
    alt: 'Illustration: young trees along green slopes under a blue sky',
    caption: 'Schools greening programme with the Environmental Educators group',
  },
  {
    src: 'gallery/gallery-14',
    alt: 'Illustration: steam rising from a valley between dry ridges',
    caption: 'Technical tour of the Olkaria geothermal fields',
  },
] satisfies GalleryPhoto[];
