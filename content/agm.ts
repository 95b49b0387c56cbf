import type { Agm, ImageRef } from './schema';

// What each photo of the 2025 meeting shows, in order; the alt text of photo n is its entry here.
const photoScenes2025 = [
  'Members registering at the AGM welcome desk',
  'The chairperson opening the Annual General Meeting',
  'A full plenary hall listening to the opening address',
  'The Chief Executive Officer presenting the annual report',
  'Members voting on resolutions with raised cards',
  'The treasurer presenting the audited financial statements',
  'A panel discussion on climate finance in Kenya',
  'Young professionals at the student members’ forum',
  'Members networking during the tea break',
  'Council members seated at the high table',
  'A member asking a question from the floor',
  'The guest of honour delivering the keynote speech',
  'Exhibition stands of partner organisations',
  'Fellows receiving their certificates',
  'The technical working groups’ breakout session',
  'A presentation on the Sustainable Waste Management Act',
  'Members reviewing the strategic plan in small groups',
  'The election of council members in progress',
  'Tellers counting ballots after the election',
  'Newly elected council members being introduced',
  'A tree-planting ceremony outside the venue',
  'Members touring the green building of the venue',
  'The award for environmental excellence being presented',
  'Students presenting research posters',
  'A group photo of the Environmental Educators working group',
  'The closing remarks by the chairperson',
  'Members at the evening cocktail',
  'A group photo of all the meeting’s participants',
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
