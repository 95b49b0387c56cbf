import type { JobOpening } from '@/content/schema';

/** Openings written for the tests, so they hold whatever the institute is recruiting for. */
export const sampleOpenings: JobOpening[] = [
  {
    id: 1,
    title: 'Programme Officer',
    description: 'Runs trainings',
    type: 'Full-time',
    location: 'Nairobi',
    department: 'Training',
    posted: '2025-06-01',
    deadline: '2025-06-30',
    requirements: ['A degree in environmental science', 'Three years of training experience'],
    urgent: true,
  },
  {
    id: 2,
    title: 'Accountant',
    description: 'Keeps the books',
    type: 'Contract',
    location: 'Remote',
    department: 'Finance',
    posted: '2025-06-10',
    deadline: '2025-07-15',
    requirements: ['CPA (K)'],
    urgent: false,
    apply: 'https://jobs.example.org/eik/accountant',
  },
];
