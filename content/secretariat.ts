import type { SecretariatStaff } from './schema';

/** The secretariat team: the institute’s day-to-day office. */
export const secretariatStaff = [
  {
    name: 'Ms. Caroline Achieng Owino',
    position: 'Executive Director',
    email: 'director@eik.co.ke',
    phone: '+254 722 484 864',
    linkedin: 'https://www.linkedin.com/in/caroline-owino-eik',
    department: 'Administration',
    description:
      'Leads the secretariat, carries out the council’s decisions and manages the institute’s partnerships and programmes.',
  },
  {
    name: 'Mr. Kevin Mwenda Njoroge',
    position: 'Membership & Programs Officer',
    email: 'membership@eik.co.ke',
    linkedin: 'https://www.linkedin.com/in/kevin-njoroge-eik',
    department: 'Membership',
    description:
      'Guides applicants through registration, keeps the register of members and coordinates the technical working groups.',
  },
  {
    name: 'Ms. Lucy Chebet Langat',
    position: 'Training & Events Coordinator',
    email: 'training@eik.co.ke',
    linkedin: 'https://www.linkedin.com/in/lucy-langat-eik',
    department: 'Training',
    description: 'Plans short courses, CPD trainings, the annual general meeting and the international conference.',
  },
] satisfies SecretariatStaff[];

export const secretariatMission =
  'The secretariat turns the council’s strategy into daily service: answering members and the public, running trainings and events, and keeping the institute’s records and finances in order.';
