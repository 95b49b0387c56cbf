import type { Agm, CaptionedImage } from './schema';

// What each image of the 2025 meeting shows, in order: the caption under image n in the image viewer
// is its entry here, written as a caption (what the picture shows, no "Image of"). Drawn artwork
// until the meeting's photographs come, so its alt text says it is a drawing and it is marked as a
// stand-in (pages show a few at most); a photo replaces content/images/agm/agm-nn.jpg, its entry here
// says what the photo shows and it loses the mark.
const scenes2025 = [
  'Acacia trees on green hills at sunrise, under a cream sky',
  'Ridges in ochre and sand, steam rising from the valleys',
  'Contour lines of hills in pale green, a river winding through',
  'A leafy sprig in green on deep green',
  'Terraced slopes in green under a pale blue sky',
  'A boardwalk leading out over a blue lake at evening',
  'Forested ridges in pale and deep green, with mist in the valleys',
  'A contour map in pale green on a survey grid, with marked points',
  'A calm lake and a sandy shore at sunrise, green hills beyond',
  'Terraced slopes in ochre and rust under a pale sun',
  'Scattered leaves in green and amber on deep green',
  'Layered ridges in green under a pale blue sky, with mist in the valleys',
  'Reeds at the edge of a still lake in pale green',
  'Contour lines of hills in olive and deep green',
  'A ring of leaves in green and amber on cream',
  'Wind turbines on green ridges under an evening sky',
  'Acacia trees on green hills under a blue sky',
  'Forested ridges in deep green under an amber sunset',
  'Terraced slopes in pale and deep green',
  'A leafy sprig in rust and amber on cream',
  'A contour map in green on a survey grid, a river winding through',
  'A blue lake with reeds on a sandy shore, green hills beyond',
  'Layered ridges in deep green under the moon, with mist in the valleys',
  'Acacia trees on a plain in ochre and sand',
  'Contour lines of hills in green on cream, a river winding through',
  'Scattered leaves in green and amber on cream',
  'A still lake in deep green under the moon',
  'Forested ridges in green under a blue sky',
];

/**
 * Every Annual General Meeting, the newest first. /agm shows the meeting to come, or the latest one
 * once it has been held; every other meeting has its own page at /agm/{year} (the year of its `date`).
 * To publish the next meeting, copy an entry to the top of the list and change it: one meeting a year.
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
    photos: scenes2025.map((caption, index) => ({
      src: `agm/agm-${String(index + 1).padStart(2, '0')}`,
      caption,
      alt: `Drawing: ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`,
      standIn: true as const,
    })) satisfies CaptionedImage[],
  },
] satisfies Agm[];
