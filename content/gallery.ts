import type { GalleryPhoto } from './schema';

/** Photos on /gallery: the alt text says what the photo shows, the caption tells its story. */
export const galleryPhotos = [
  {
    src: 'gallery/gallery-01',
    alt: 'Members planting indigenous seedlings on a hillside in the Mau Forest',
    caption: 'Tree planting in the Mau Forest, October 2024',
  },
  {
    src: 'gallery/gallery-02',
    alt: 'Participants seated in a training room during an EIA workshop',
    caption: 'Environmental impact assessment workshop, Nairobi',
  },
  {
    src: 'gallery/gallery-03',
    alt: 'Volunteers collecting plastic waste on a beach in Mombasa',
    caption: 'World Cleanup Day at Jomo Kenyatta Public Beach, Mombasa',
  },
  {
    src: 'gallery/gallery-04',
    alt: 'A speaker addressing delegates from a podium at the conference',
    caption: 'Opening plenary of the 3rd International Environmental Conference',
  },
  {
    src: 'gallery/gallery-05',
    alt: 'Students examining water samples beside a river',
    caption: 'Water quality field day with student members on the Nairobi River',
  },
  {
    src: 'gallery/gallery-06',
    alt: 'Solar panels on the roof of a rural health centre',
    caption: 'Site visit to a solar-powered health centre in Kajiado',
  },
  {
    src: 'gallery/gallery-07',
    alt: 'Members walking along a boardwalk through a wetland',
    caption: 'Wetlands tour at Lake Naivasha on World Wetlands Day',
  },
  {
    src: 'gallery/gallery-08',
    alt: 'Council members cutting a cake at the anniversary dinner',
    caption: 'Ten years of the institute: anniversary dinner, December 2024',
  },
  {
    src: 'gallery/gallery-09',
    alt: 'A group of trainees holding their certificates',
    caption: 'Graduates of the environmental audit short course',
  },
  {
    src: 'gallery/gallery-10',
    alt: 'Farmers and practitioners discussing a sand dam in a dry riverbed',
    caption: 'Learning visit to community sand dams in Makueni',
  },
  {
    src: 'gallery/gallery-11',
    alt: 'Exhibitors showing recycled products at a stand',
    caption: 'Circular economy exhibitors at the conference expo',
  },
  {
    src: 'gallery/gallery-12',
    alt: 'A panel of four experts seated on a stage',
    caption: 'Panel on climate finance for counties',
  },
  {
    src: 'gallery/gallery-13',
    alt: 'Children watering newly planted trees at a school',
    caption: 'Schools greening programme with the Environmental Educators group',
  },
  {
    src: 'gallery/gallery-14',
    alt: 'Geothermal steam rising from pipes in the Olkaria fields',
    caption: 'Technical tour of the Olkaria geothermal fields',
  },
] satisfies GalleryPhoto[];
