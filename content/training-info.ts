import type { FeatureCard, PageFeature, PageLead, TrainingPolicy } from './schema';

/** The training calendar's supporting sections. */
export const trainingCategories = [
  {
    title: 'Policy & Regulations',
    description: 'Environmental law, NEMA guidelines and the regulations every practitioner must apply.',
    icon: 'scale',
  },
  {
    title: 'Assessment & Planning',
    description: 'Impact assessments, audits, strategic assessments and the reports that go with them.',
    icon: 'document',
  },
  {
    title: 'Conservation & Management',
    description: 'Water, waste, biodiversity and natural resource management in practice.',
    icon: 'sprout',
  },
  {
    title: 'Climate & Sustainability',
    description: 'Adaptation planning, carbon markets and greenhouse gas accounting.',
    icon: 'sun',
  },
] satisfies FeatureCard[];

export const trainingInclusions = [
  'Live sessions with experienced practitioners and regulators',
  'Course notes, templates and reading materials',
  'Practical case studies from Kenyan projects',
  'A certificate of participation',
  'CPD points recognised by the institute',
  'Access to session recordings for 30 days',
] as const;

export const trainingPolicies = [
  {
    title: 'Early bird discount',
    description: 'Register and pay 30 days before a training starts for a discounted fee.',
  },
  { title: 'Refunds', description: 'Cancel up to 14 days before a training starts for a full refund.' },
  { title: 'Member discount', description: 'Members of the institute get 20% off training fees.' },
  { title: 'CPD points', description: 'CPD points are awarded on completion of each training.' },
] satisfies TrainingPolicy[];

/** The picture and text on the training calendar, below its schedule (a list page leads with its list). */
export const calendarLead = {
  title: 'Learn from practitioners, online',
  text: [
    'Every training is taught live by practitioners and regulators who do the work, with case studies from Kenyan projects that you can apply the next day.',
  ],
  image: { src: 'pages/training-calendar', alt: 'Illustration: a contour map on a survey grid in deep green' },
} satisfies PageFeature;

/** The text that opens the short courses page, right below its heading (its picture is the header's). */
export const shortCoursesLead = {
  title: 'Skills you use on Monday morning',
  text: [
    'Our short courses run over several days with field exercises and assessed work, and end with a certificate that clients and regulators recognise.',
  ],
} satisfies PageLead;
