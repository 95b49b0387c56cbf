import type { Bulletin } from './schema';

/** Monthly bulletins (July to December 2024). Each file is a PDF under public/documents/bulletins/. */
export const bulletins = [
  {
    id: 1,
    slug: 'bulletin-2024-12',
    title: 'December 2024 Bulletin: A Decade of Environmental Practice',
    description:
      'Highlights of the 10th anniversary celebrations, the year in review, CPD points earned by members and the dates of the 2025 Annual General Meeting.',
    date: '2024-12-20',
    downloads: 412,
    category: 'Monthly Bulletin',
    featured: true,
    contents: [
      'The 10th anniversary gala in Nairobi: speeches, awards and photographs',
      'The year in review: trainings held, members admitted and policy submissions made in 2024',
      'CPD points earned by members in 2024, and how to claim missing points before 31 January',
      'Notice of the 2025 Annual General Meeting: date, venue and nominations to the council',
      'Ten years on: the founding members on how environmental practice in Kenya has changed',
    ],
    file: '/documents/bulletins/bulletin-2024-12.pdf',
  },
  {
    id: 2,
    slug: 'bulletin-2024-11',
    title: 'November 2024 Bulletin: Climate Finance After COP29',
    description:
      'What the Baku climate finance goal means for Kenyan projects, a new carbon markets training, and members’ field notes from the Mau Forest restoration.',
    date: '2024-11-22',
    downloads: 356,
    category: 'Monthly Bulletin',
    contents: [
      'Baku’s new climate finance goal explained: what it means for Kenyan county and private projects',
      'Carbon markets under the Climate Change (Amendment) Act 2023: a new two-day training',
      'Field notes from the Mau Forest: members on seedling survival and community nurseries',
      'The Climate Change working group’s submission on the national carbon registry',
      'Upcoming trainings and CPD webinars for December',
    ],
    file: '/documents/bulletins/bulletin-2024-11.pdf',
  },
  {
    id: 3,
    slug: 'bulletin-2024-10',
    title: 'October 2024 Bulletin: Waste Management Regulations in Practice',
    description:
      'A guide to the extended producer responsibility rules under the Sustainable Waste Management Act, with county case studies from Nakuru and Kisumu.',
    date: '2024-10-25',
    downloads: 298,
    category: 'Monthly Bulletin',
    contents: [
      'Extended producer responsibility under the Sustainable Waste Management Act 2022: who must register and by when',
      'Case study: Nakuru County’s material recovery facility at Gioto',
      'Case study: Kisumu’s plastic collection partnership with waste pickers',
      'A checklist for producers preparing their first EPR compliance plan',
      'Questions members asked NEMA at the October waste regulations forum',
    ],
    file: '/documents/bulletins/bulletin-2024-10.pdf',
  },
  {
    id: 4,
    slug: 'bulletin-2024-09',
    title: 'September 2024 Bulletin: Conference and Expo Recap',
    description:
      'Resolutions of the 3rd International Environmental Conference and Expo, award winners, and the call for abstracts for the 2025 edition.',
    date: '2024-09-27',
    downloads: 341,
    category: 'Monthly Bulletin',
    contents: [
      'Resolutions of the 3rd International Environmental Conference and Expo',
      'Award winners: environmental practitioner, young professional and county of the year',
      'Highlights from the plenary on green jobs and the energy transition',
      'The expo in numbers: exhibitors, delegates and counties represented',
      'Call for abstracts for the 2025 conference: themes and deadlines',
    ],
    file: '/documents/bulletins/bulletin-2024-09.pdf',
  },
  {
    id: 5,
    slug: 'bulletin-2024-08',
    title: 'August 2024 Bulletin: Water Security in Arid Counties',
    description:
      'Lessons from sand dams in Makueni and Kitui, the new water resources guidelines, and the Water Resource Management working group’s plans.',
    date: '2024-08-23',
    downloads: 267,
    category: 'Monthly Bulletin',
    contents: [
      'Sand dams in Makueni and Kitui: what a decade of community projects has taught',
      'The new water resources guidelines from the Water Resources Authority, and what changes for permit applications',
      'Groundwater monitoring in arid counties: a member’s field report from Marsabit',
      'The Water Resource Management working group’s plans for 2025',
      'Upcoming trainings on hydrological assessments',
    ],
    file: '/documents/bulletins/bulletin-2024-08.pdf',
  },
  {
    id: 6,
    slug: 'bulletin-2024-07',
    title: 'July 2024 Bulletin: EIA Licensing Updates',
    description:
      'Changes to environmental impact assessment licensing, a checklist for experts renewing their practising licences, and upcoming trainings.',
    date: '2024-07-26',
    downloads: 224,
    category: 'Monthly Bulletin',
    contents: [
      'What changes in environmental impact assessment licensing, and when it takes effect',
      'A checklist for experts renewing their practising licences with NEMA',
      'Common reasons EIA study reports are returned, and how to avoid them',
      'New members admitted in June',
      'Upcoming trainings: EIA and audit refresher, and environmental law for practitioners',
    ],
    file: '/documents/bulletins/bulletin-2024-07.pdf',
  },
] satisfies Bulletin[];
