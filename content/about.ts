import type { Achievement, Background, FeatureCard, Testimonial } from './schema';
import { site } from './site';

const { claims } = site;

/** Our Background: the story, mission, vision, values and key achievements. */
export const background = {
  established: site.founded,
  story: [
    `The ${site.name} was established in ${site.founded} by environmental practitioners who wanted one professional home for the people who assess, audit, manage and teach about Kenya’s environment.`,
    'What began as a small group of lead experts meeting in Nairobi has grown into a national body with members in every county: consultants, regulators, researchers, educators, students and firms who share a commitment to sound environmental practice.',
    'The institute sets professional standards, trains practitioners, advises government and industry on policy, and speaks up for communities and ecosystems whenever development puts them at risk.',
  ],
  mission:
    'To advance environmental professionalism in Kenya by building the skills, ethics and influence of practitioners, so that development serves both people and nature.',
  vision: 'A Kenya where every development decision is guided by competent, ethical environmental professionals.',
} as const satisfies Background;

/**
 * The quote between the mission and the values on Our Background. Sample words (`standIn`: shown
 * nowhere) until a founding member's own, approved, take their place: remove the mark then.
 */
export const backgroundQuote = {
  quote:
    'We started with a handful of lead experts around one table in Nairobi. Today a student in Garissa and a firm in Mombasa hold the same professional standard, and that is what a profession means.',
  name: 'Eng. Samuel Kariuki',
  standIn: true,
  role: 'Founding member and past chairperson',
} satisfies Testimonial;

export const coreValues = [
  {
    title: 'Excellence',
    description: 'We hold our members and ourselves to the highest technical and professional standards.',
    icon: 'star',
  },
  {
    title: 'Integrity',
    description: 'We act honestly and transparently, and we put the public interest before private gain.',
    icon: 'shield',
  },
  {
    title: 'Innovation',
    description: 'We embrace new science, tools and ideas that solve environmental problems better.',
    icon: 'lightbulb',
  },
  {
    title: 'Collaboration',
    description: 'We work with government, industry, academia and communities to achieve shared goals.',
    icon: 'handshake',
  },
  {
    title: 'Sustainability',
    description: 'We promote development that meets today’s needs without compromising tomorrow’s.',
    icon: 'sprout',
  },
] satisfies FeatureCard[];

export const keyAchievements = [
  {
    value: claims.members,
    suffix: '+',
    label: 'Active members',
    description: 'Practitioners, students and firms registered with the institute across Kenya.',
  },
  {
    value: claims.trainingPrograms,
    suffix: '+',
    label: 'Training programs',
    description: 'Short courses, CPD workshops and certification trainings delivered since our founding.',
  },
  {
    value: claims.technicalGroups,
    suffix: '',
    label: 'Technical groups',
    description: 'Working groups that bring expertise to policy, standards and practice.',
  },
  {
    value: claims.yearsOfService,
    suffix: '+',
    label: 'Years of service',
    description: `Serving Kenya’s environmental profession since ${site.founded}.`,
  },
  {
    value: claims.professionalsTrained,
    suffix: '+',
    label: 'Professionals trained',
    description: 'Practitioners who have built their skills through our trainings.',
  },
  {
    value: claims.communityReached,
    suffix: '+',
    label: 'Community members reached',
    description: 'People reached through outreach, clean-ups and environmental education.',
  },
] satisfies Achievement[];
