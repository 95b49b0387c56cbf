import type { Agm, ImageRef } from './schema';

// What each image of the 2025 meeting shows, in order; the alt text of image n is its entry here.
// Illustrations until the meeting's photographs come: a photo replaces content/images/agm/agm-nn.jpg
// and its entry here says what the photo shows.
const photoScenes2025 = [
  'Illustration: acacia trees on green hills at sunrise, under a cream sky',
  'Illustration: ridges in ochre and sand, steam rising from the valleys',
  'Illustration: contour lines of hills in pale green, a river winding through',
  'Illustration: a leafy sprig in green on deep green',
  'Illustration: terraced slopes in green under a pale blue sky',
  'Illustration: a boardwalk leading out over a blue lake at evening',
  'Illustration: forested ridges in pale and deep green, with mist in the valleys',
  'Illustration: a contour map in pale green on a survey grid, with marked points',
  'Illustration: a calm lake and a sandy shore at sunrise, green hills beyond',
  'Illustration: terraced slopes in ochre and rust under a pale sun',
  'Illustration: scattered leaves in green and amber on deep green',
  'Illustration: layered ridges in green under a pale blue sky, with mist in the valleys',
  'Illustration: reeds at the edge of a still lake in pale green',
  'Illustration: contour lines of hills in olive and deep green',
  'Illustration: a ring of leaves in green and amber on cream',
  'Illustration: wind turbines on green ridges under an evening sky',
  'Illustration: acacia trees on green hills under a blue sky',
  'Illustration: forested ridges in deep green under an amber sunset',
  'Illustration: terraced slopes in pale and deep green',
  'Illustration: a leafy sprig in rust and amber on cream',
  'Illustration: a contour map in green on a survey grid, a river winding through',
  'Illustration: a blue lake with reeds on a sandy shore, green hills beyond',
  'Illustration: layered ridges in deep green under the moon, with mist in the valleys',
  'Illustration: acacia trees on a plain in ochre and sand',
  'Illustration: contour lines of hills in green on cream, a river winding through',
  'Illustration: scattered leaves in green and amber on cream',
  'Illustration: a still lake in deep green under the moon',
  'Illustration: forested ridges in green under a blue sky',
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
    outcomes: [
      {
        title: 'Annual report and accounts received',
        description:
          'Members received the council’s report on 2024 and the audited financial statements, and reappointed the auditors for 2025.',
      },
      {
        title: 'Strategic plan 2025-2029 adopted',
        description:
          'The plan commits the institute to four areas of work: climate change adaptation, natural resource management, environmental compliance and waste management.',
      },
      {
        title: 'Council members elected',
        description:
          'Members in good standing elected council members for the new term; the council is listed on the institute’s Council page.',
      },
      {
        title: 'A decade of the profession',
        description:
          'Ten years after the institute was founded in 2014, members honoured practitioners with the awards for environmental excellence.',
      },
    ],
    photos: photoScenes2025.map((alt, index) => ({
      src: `agm/agm-${String(index + 1).padStart(2, '0')}`,
      alt,
    })) satisfies ImageRef[],
  },
] satisfies Agm[];
