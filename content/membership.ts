import type {
  MembershipCategoryId,
  Faq,
  FeatureCard,
  MembershipCategory,
  PageLead,
  PaymentMethod,
  Testimonial,
} from './schema';
import { site } from './site';

const { payments } = site;

/**
 * The membership categories with their fees (KES), in the order they are shown everywhere: the
 * individual grades along a career (Student to Fellow), then Affiliate and Firms, then Honorary,
 * which the council confers.
 */
export const membershipCategories = [
  {
    id: 'student',
    type: 'Student',
    description: 'For learners preparing for a career in the environmental field.',
    requirement: 'Enrolled in a degree, HND or equivalent course',
    qualifications: [
      'Enrolled in a course leading to a degree, HND or equivalent in a relevant subject',
      'Proof of current enrolment from a recognised institution',
    ],
    annualFee: 500,
    registrationFee: 200,
    icon: 'academic',
  },
  {
    id: 'associate',
    type: 'Associate',
    description: 'For early-career practitioners engaged in or seeking professional practice.',
    requirement: 'An undergraduate degree, an HND and 1 year of experience, or a diploma and 2 years',
    qualifications: [
      'Engaged in or seeking professional practice, plus one of:',
      'An HND with at least 1 year of experience',
      'A diploma of at least 1 year with at least 2 years of experience',
      'An undergraduate degree',
    ],
    annualFee: 3000,
    registrationFee: 1500,
    icon: 'users',
    popular: true,
  },
  {
    id: 'lead',
    type: 'Lead',
    description: 'For licensed experts who lead environmental assessments and audits.',
    requirement: 'A degree plus 5 years of experience (Master’s 3, PhD 2)',
    qualifications: [
      'Any one of:',
      'An undergraduate degree plus at least 5 years of post-qualification experience',
      'A Master’s degree plus at least 3 years of post-qualification experience',
      'A PhD plus at least 2 years of post-qualification experience',
    ],
    annualFee: 5000,
    registrationFee: 2000,
    icon: 'shield',
  },
  {
    id: 'fellow',
    type: 'Fellow',
    description: 'The institute’s highest grade, for distinguished senior practitioners.',
    requirement: 'At least 15 years of professional experience',
    qualifications: ['Exemplary stewardship of the environment', 'At least 15 years of professional experience'],
    annualFee: 6000,
    registrationFee: 2500,
    icon: 'badge',
  },
  {
    id: 'affiliate',
    type: 'Affiliate',
    description: 'For individuals and organisations building skills in the environment field.',
    requirement: 'Has, or wishes to acquire, skills in the environment field',
    qualifications: [
      'Satisfies the institute that it has, or wishes to acquire, skills in the environment field',
      'Commitment to the institute’s code of conduct',
    ],
    annualFee: 10000,
    registrationFee: 7500,
    icon: 'handshake',
  },
  {
    id: 'firms',
    type: 'Firms',
    description: 'For consultancies and companies offering environmental services.',
    requirement: 'A registered business with at least one Lead member',
    qualifications: [
      'Business name registration or certificate of incorporation',
      'At least one individual registered as a Lead member with a valid practising certificate',
    ],
    annualFee: 7500,
    registrationFee: 5000,
    icon: 'building',
  },
  {
    id: 'honorary',
    type: 'Honorary',
    description: 'Conferred by the council on champions of Kenya’s environment.',
    requirement: 'A proven record of standing up for the environment',
    qualifications: [
      'Exemplary stewardship of the environment',
      'A proven record of standing up for the environment',
      'Not qualified in the other membership categories',
    ],
    annualFee: 0,
    registrationFee: 0,
    icon: 'star',
    byNomination: true,
  },
] as const satisfies readonly MembershipCategory[];

/** The categories shown on the home page. */
export const homeCategoryIds = ['student', 'associate', 'firms'] as const satisfies readonly MembershipCategoryId[];

/**
 * Membership terms, in the fees page's wording. A capitalised word before "member(s)" or "membership"
 * here and in the questions must be a category's `type` above (check:content says so otherwise).
 */
export const membershipTerms = [
  'Membership fees are due annually and are valid for 12 months from the date of payment.',
  'A grace period of 3 months follows expiry, after which member benefits are suspended until payment is received.',
  'Quarterly payment plans are offered to Lead, Fellow and Firms members.',
  'Associate members may upgrade to Lead membership at any time by paying the difference; the upgrade takes effect immediately once approved.',
] as const;

export const paymentMethods = [
  {
    name: 'M-Pesa Paybill',
    description: 'Pay from any Safaricom line. Use your membership number or ID number as the account.',
    details: [
      { label: 'Paybill number', value: payments.paybill },
      { label: 'Account', value: payments.paybillAccount },
    ],
    icon: 'phone',
  },
  {
    name: 'Bank transfer',
    description: 'Transfer to the institute’s account and email the slip to the membership office.',
    details: [
      { label: 'Bank', value: `${payments.bank.name}, ${payments.bank.branch} branch` },
      { label: 'Account name', value: payments.bank.accountName },
      { label: 'Account number', value: payments.bank.accountNumber },
      { label: 'Swift code', value: payments.bank.swiftCode },
    ],
    icon: 'building',
  },
  {
    name: 'Cheque',
    description: 'Cheques payable to “Environmental Institute of Kenya”, delivered to the secretariat.',
    details: [{ label: 'Payable to', value: payments.bank.accountName }],
    icon: 'document',
  },
  {
    name: 'Online card payment',
    description: 'Pay by Visa or Mastercard through the members portal after you register.',
    details: [{ label: 'Where', value: 'Members portal, Payments' }],
    icon: 'globe',
  },
] satisfies PaymentMethod[];

export const joinBenefits = [
  {
    title: 'Professional Network',
    description:
      'Meet over 6,000 practitioners, regulators and employers at chapter meetings, forums and the annual conference.',
    icon: 'users',
  },
  {
    title: 'Training & Development',
    description: 'Earn CPD points through short courses and trainings, with members paying 20% less on training fees.',
    icon: 'academic',
  },
  {
    title: 'Professional Recognition',
    description:
      'Use the institute’s post-nominal letters and show clients that your practice meets a national standard.',
    icon: 'badge',
  },
  {
    title: 'Resources & Support',
    description:
      'Get guidelines, templates, the monthly bulletin and technical advice from working groups and the secretariat.',
    icon: 'book',
  },
] satisfies FeatureCard[];

export const additionalBenefits = [
  'Discounted fees at the annual International Environmental Conference and Expo',
  'Listing in the public register of environmental practitioners',
  'Access to technical working groups and their policy submissions',
  'Mentorship for students and early-career members',
  'Members-only job and consultancy notices',
  'Voting rights at the Annual General Meeting (corporate members)',
] as const;

export const membershipFaqs = [
  {
    question: 'How long does approval take?',
    answer:
      'Applications are reviewed by the membership committee, which meets monthly. You will hear from us within 30 days, and your membership starts once approved and paid.',
  },
  {
    question: 'Which category should I apply for?',
    answer:
      'Choose the category whose qualifications you meet today. If you are unsure, apply as an Associate; the committee may recommend a different grade.',
  },
  {
    question: 'Can I pay in instalments?',
    answer:
      'Quarterly payment plans are offered to Lead, Fellow and Firms members. Contact the membership office to set one up.',
  },
  {
    question: 'What happens if I pay late?',
    answer:
      'You have a 3-month grace period after expiry. After that your benefits are suspended until payment is received, and resume immediately afterwards.',
  },
  {
    question: 'How do I upgrade my membership?',
    answer:
      'Associate members can upgrade to Lead membership at any time by paying the difference in fees; the upgrade is effective immediately once approved.',
  },
] satisfies Faq[];

/** The text that opens How to Join, right below its heading (its picture is the header's). */
export const joinLead = {
  title: 'A professional home for every stage of your career',
  text: [
    'Students, consultants, regulators, researchers and firms meet in the institute: in the field, in trainings and in the technical working groups that shape policy and practice.',
  ],
} satisfies PageLead;

/**
 * A member's story on How to Join. Sample words (`standIn`: shown nowhere) until a member's own,
 * approved, take their place: remove the mark then.
 */
export const joinStory = {
  quote:
    'Joining as a student gave me mentors before I had a job. The CPD trainings and my working group got me through my first audits, and upgrading to Associate took one payment on the portal.',
  name: 'Wanjiru Njoroge',
  standIn: true,
  role: 'Associate member, environmental auditor in Nakuru',
} satisfies Testimonial;

/** The words of the fee cards (one card per category: the fees are shown once). */
export const feeWords = {
  free: 'Free',
  none: 'None',
  perYear: '/ year',
  registration: 'Registration fee:',
  qualifications: 'Qualifications',
  popular: 'Most Popular',
  byNomination: 'By nomination',
};
