import type { ShortCourse, Training, TrainingCalendarWords } from './schema';

/**
 * The training calendar. `startDate` is the first day (YYYY-MM-DD): the calendar shows and filters on its
 * month ("March 2025"), and the calendar file runs for `duration` days from it at `time`.
 */
export const trainings = [
  {
    id: 1,
    title: 'Environmental Impact Assessment (EIA) Refresher',
    startDate: '2025-01-21',
    description:
      'An update on EIA practice under EMCA and the 2019 EIA regulations: screening, scoping, public participation and report quality.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '2 days',
    registered: 38,
    capacity: 50,
  },
  {
    id: 2,
    title: 'Environmental Audit Practice',
    startDate: '2025-02-18',
    description:
      'Planning and running initial and self-audits, compliance checklists, findings and environmental management plans that regulators accept.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '3 days',
    registered: 42,
    capacity: 45,
  },
  {
    id: 3,
    title: 'Climate Change Adaptation Planning for Counties',
    startDate: '2025-03-11',
    description:
      'Using the County Climate Change Fund framework: vulnerability assessment, adaptation options, budgeting and monitoring.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '2 days',
    registered: 27,
    capacity: 60,
  },
  {
    id: 4,
    title: 'Solid Waste Management and the Sustainable Waste Management Act',
    startDate: '2025-04-15',
    description:
      'Obligations under the Sustainable Waste Management Act 2022, extended producer responsibility, segregation at source and materials recovery.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '1 day',
    registered: 55,
    capacity: 80,
  },
  {
    id: 5,
    title: 'Water Resources Permitting and Catchment Management',
    startDate: '2025-05-20',
    description:
      'Water permits, abstraction surveys and sub-catchment management plans with the Water Resources Authority.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '2 days',
    registered: 19,
    capacity: 40,
  },
  {
    id: 6,
    title: 'Strategic Environmental Assessment (SEA)',
    startDate: '2025-06-17',
    description:
      'Applying SEA to policies, plans and programmes, with Kenyan case studies from county integrated development plans.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '3 days',
    registered: 31,
    capacity: 40,
  },
  {
    id: 7,
    title: 'Occupational Safety and Health Risk Assessment',
    startDate: '2025-07-15',
    description:
      'Hazard identification, risk assessment and control under the Occupational Safety and Health Act for environmental practitioners.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '2 days',
    registered: 24,
    capacity: 50,
  },
  {
    id: 8,
    title: 'Carbon Markets and Greenhouse Gas Accounting',
    startDate: '2025-08-19',
    description:
      'GHG inventories, the Climate Change (Carbon Markets) Regulations 2024 and how community carbon projects are verified.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '2 days',
    registered: 47,
    capacity: 60,
  },
  {
    id: 9,
    title: 'Biodiversity Surveys and Ecological Baselines',
    startDate: '2025-09-23',
    description:
      'Designing flora and fauna surveys, habitat mapping and baselines that stand up in impact assessments.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '3 days',
    registered: 16,
    capacity: 35,
  },
  {
    id: 10,
    title: 'Environmental Policy and Legislation Update',
    startDate: '2025-10-14',
    description:
      'The latest amendments to environmental laws, NEMA guidelines and court decisions every practitioner should know.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '1 day',
    registered: 63,
    capacity: 100,
  },
  {
    id: 11,
    title: 'Report Writing for Environmental Practitioners',
    startDate: '2025-11-18',
    description:
      'Writing clear, defensible EIA, audit and monitoring reports: structure, evidence, maps and plain-language summaries.',
    time: '9:00 AM - 5:00 PM',
    location: 'Virtual',
    duration: '1 day',
    registered: 22,
    capacity: 40,
  },
] satisfies Training[];

/**
 * The words of the training calendar's tables (on /trainings/calendar and on each year's page of held
 * trainings). Filled in where they show: {count}, {upcoming}, {past}: how many trainings; {trainings},
 * {upcomingTrainings}, {pastTrainings}: `training` or `trainings` as that count asks; {month}: "June 2025";
 * {inMonth}: `inMonth` with its month when one month is chosen, else nothing.
 */
export const trainingCalendarWords = {
  filter: 'Filter trainings by month',
  all: 'All',
  inMonth: 'in {month}',
  training: 'training',
  trainings: 'trainings',
  columns: { details: 'Training details', schedule: 'Schedule' },
  status: {
    showingAll: 'Showing all {count} trainings.',
    showing: 'Showing {count} {trainings}{inMonth}.',
    noneUpcoming: 'No upcoming trainings{inMonth} yet: the next dates are announced here and in the newsletter.',
    upcomingAndPast: '{upcoming} upcoming {upcomingTrainings}{inMonth}; {past} past {pastTrainings} below.',
  },
  follow: { label: 'Get the dates by email', href: '/newsletter' },
  empty: {
    title: 'No trainings scheduled',
    text: 'There are no trainings scheduled for the selected month.',
  },
  captions: {
    upcoming: 'Upcoming trainings{inMonth}: details and schedule',
    all: 'Trainings{inMonth}: details and schedule',
    past: 'Past trainings{inMonth}',
  },
  past: {
    title: 'Past trainings',
    earlier: 'Earlier trainings',
    count: '{count} {trainings}{inMonth}',
    show: 'Show',
    hide: 'Hide',
  },
  row: {
    duration: 'Duration',
    location: 'Location',
    date: 'Date',
    time: 'Time',
    registered: '{registered}/{capacity} registered',
    fullyBooked: 'Fully booked',
    spot: '{spots} spot available',
    spots: '{spots} spots available',
    register: 'Register Now',
    // The subject of the registration email; {title}: the training's, {month}: "March 2025".
    emailSubject: 'Training registration: {title} ({month})',
  },
} satisfies TrainingCalendarWords;

/**
 * Short courses. `dates` is `{ start, end }` (YYYY-MM-DD, shown as "3rd – 7th March 2025"), or
 * 'to-be-confirmed' until the dates are fixed. `status` is 'registration-open', 'completed' or 'upcoming'.
 */
export const shortCourses = [
  {
    name: 'Certificate in Environmental Impact Assessment and Audit',
    dates: { start: '2025-03-03', end: '2025-03-07' },
    registrationLink: 'https://forms.eik.co.ke/eia-audit-certificate',
    status: 'registration-open',
  },
  {
    name: 'Climate Finance and Green Project Proposal Writing',
    dates: { start: '2025-04-14', end: '2025-04-16' },
    registrationLink: 'https://forms.eik.co.ke/climate-finance',
    status: 'registration-open',
  },
  {
    name: 'GIS and Remote Sensing for Environmental Management',
    dates: 'to-be-confirmed',
    registrationLink: 'https://forms.eik.co.ke/gis-remote-sensing',
    status: 'registration-open',
  },
  {
    name: 'Integrated Solid Waste Management',
    dates: { start: '2024-11-18', end: '2024-11-20' },
    registrationLink: 'COMPLETED',
    status: 'completed',
  },
  {
    name: 'Environmental Law and Compliance for Practitioners',
    dates: { start: '2024-09-09', end: '2024-09-11' },
    registrationLink: 'COMPLETED',
    status: 'completed',
  },
] satisfies ShortCourse[];
