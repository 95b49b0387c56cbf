import type { Agm, ImageRef } from './schema';

// What each image of the 2025 meeting shows, in order; the alt text of image n is its entry here.
// Illustrations until the meeting's photographs come: a photo replaces content/images/agm/agm-nn.jpg
// and its entry here says what the photo shows.
const photoScenes2025 = [
  'Illustration: layered ridges in pale green',
  'Illustration: contour lines of hills in amber and deep green',
  'Illustration: a ring of leaves in green under a blue sky',
  'Illustration: contour lines of hills in deep green, a river winding through',
  'Illustration: a leafy sprig in ochre and sand',
  'Illustration: layered ridges in green and lake blue',
  'Illustration: scattered leaves in pale green',
  'Illustration: layered ridges in amber and deep green',
  'Illustration: contour lines of hills in deep green',
  'Illustration: scattered leaves in cream and green',
  'Illustration: contour lines of hills in ochre and sand',
  'Illustration: a ring of leaves in green and lake blue',
  'Illustration: layered ridges in amber and deep green',
  'Illustration: a leafy sprig in green under a blue sky',
  'Illustration: layered ridges in deep green',
  'Illustration: contour lines of hills in cream and green, a river winding through',
  'Illustration: a leafy sprig in green and lake blue',
  'Illustration: contour lines of hills in pale green',
  'Illustration: scattered leaves in amber and deep green',
  'Illustration: layered ridges in green under a blue sky',
  'Illustration: a ring of leaves in cream and green',
  'Illustration: layered ridges in ochre and sand',
  'Illustration: contour lines of hills in green and lake blue',
  'Illustration: a ring of leaves in pale green',
  'Illustration: contour lines of hills in green under a blue sky, a river winding through',
  'Illustration: a leafy sprig in deep green',
  'Illustration: layered ridges in cream and green, with mist in the valleys',
  'Illustration: scattered leaves in ochre and sand',
];

/**
 * Every Annual General Meeting, the newest first. Each has its own page at /agm/{year} (the year of its
 * `date`), and /agm shows the meeting to come, or the latest one once it has been held. To publish
 * the next meeting, copy an entry to the top of the list and change it: one meeting a year.
 */
export const agms = [
  {
    title: 'Annual General Meeting 2025',
    date: '2025-03-15',
    venue: 'Nairobi',
    attendees: '500+ members',
    invitation:
      'Members meet in Nairobi to receive the annual report and audited accounts, elect council members, adopt the 2025-2029 strategic plan and celebrate a decade of the profession. Register to attend.',
    description:
      'Members met in Nairobi to receive the annual report and audited accounts, elect council members, adopt the 2025-2029 strategic plan and celebrate a decade of the profession.',
    programmePdf: '/documents/agm-2025-programme.pdf',
    photos: photoScenes2025.map((alt, index) => ({
      src: `agm/agm-${String(index + 1).padStart(2, '0')}`,
      alt,
    })) satisfies ImageRef[],
  },
] satisfies Agm[];
