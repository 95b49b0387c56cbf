/**
 * Types of every entity the site shows. Content modules use `satisfies` on these,
 * so an editor's typo fails the build instead of breaking a page.
 */

import type { CourseDates } from '@/lib/dates';
import type { Focus } from '@/lib/image-focus';

/** A calendar day written "YYYY-MM-DD", e.g. "2025-03-03"; every displayed form comes from lib/dates.ts. */
export type IsoDate = string;

/** A key of an image: its source photo is content/images/{key}.jpg (or .png, .webp), e.g. `hero/hero-1`. */
export type ImageKey = string;

export interface ImageRef {
  src: ImageKey;
  alt: string;
  /** Optional: the part of the photo kept when it is cropped to its folder's shape, e.g. 'top'. */
  focus?: Focus;
}

export interface Link {
  label: string;
  href: string;
  /** External links open in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

/** A link shown as a button beside others. */
export interface ActionLink extends Link {
  /** The main action of its group: a filled button where the others are outlined. */
  prominent?: boolean;
}

export type IconName =
  | 'leaf'
  | 'users'
  | 'academic'
  | 'badge'
  | 'book'
  | 'building'
  | 'globe'
  | 'scale'
  | 'water'
  | 'sun'
  | 'chart'
  | 'heart'
  | 'shield'
  | 'lightbulb'
  | 'handshake'
  | 'recycle'
  | 'star'
  | 'calendar'
  | 'mail'
  | 'phone'
  | 'map-pin'
  | 'document'
  | 'megaphone'
  | 'target'
  | 'sprout';

export interface Stat {
  value: number;
  suffix: string;
  label: string;
  /** Count-up animation length in seconds. */
  duration: number;
}

export interface FeatureCard {
  title: string;
  description: string;
  icon: IconName;
}

// ---------- Membership ----------
export type MembershipCategoryId = 'student' | 'affiliate' | 'honorary' | 'fellow' | 'lead' | 'associate' | 'firms';

export interface MembershipCategory {
  id: MembershipCategoryId;
  type: string;
  description: string;
  /** The one requirement that sets the category apart, for the comparison table. */
  requirement: string;
  qualifications: string[];
  /** KES per year. */
  annualFee: number;
  /** KES, once. */
  registrationFee: number;
  icon: IconName;
  popular?: boolean;
  /** Conferred by the council: nobody applies, so it shows "By nomination" instead of Apply Now. */
  byNomination?: boolean;
}

export interface PaymentMethod {
  name: string;
  description: string;
  details: { label: string; value: string }[];
  icon: IconName;
}

export interface Faq {
  question: string;
  answer: string;
}

// ---------- People ----------
export interface CouncilMember {
  /** Ids are duplicated in the source data for several members; never use them as keys. */
  id: number;
  name: string;
  position: string;
  qualification: string;
  experience: string;
  specialization: string;
  email: string;
  phone: string;
  linkedin: string;
  bio: string;
  achievements: string[];
  image: ImageRef;
}

export interface SecretariatStaff {
  name: string;
  position: string;
  email: string;
  phone?: string;
  linkedin: string;
  department: string;
  description: string;
  image: ImageRef;
}

export interface WorkingGroup {
  name: string;
  /** Objectives. */
  text: string;
  responsibility: string[];
  membership: string[];
}

// ---------- Trainings and events ----------
export interface Training {
  id: number;
  title: string;
  description: string;
  /** Daily hours, "9:00 AM - 5:00 PM" (East Africa Time). */
  time: string;
  location: string;
  duration: string;
  registered: number;
  capacity: number;
  /** First day, "YYYY-MM-DD". The calendar shows and filters on its month ("March 2025"). */
  startDate: IsoDate;
}

export type CourseStatus = 'completed' | 'registration-open' | 'upcoming' | (string & {});

export interface ShortCourse {
  name: string;
  /** First and last day ("YYYY-MM-DD"), shown as "3rd - 7th March 2025"; or 'to-be-confirmed'. */
  dates: CourseDates;
  /** External URL of the registration form, or "COMPLETED". */
  registrationLink: string;
  status: CourseStatus;
}

export interface Agm {
  title: string;
  /** "YYYY-MM-DD", shown as "March 15, 2025". */
  date: IsoDate;
  venue: string;
  attendees: string;
  /** What the page says before the meeting, in the future tense. */
  invitation: string;
  /** What the page says once the meeting has been held, in the past tense. */
  description: string;
  programmePdf: string;
  photos: ImageRef[];
}

// ---------- Media ----------
export interface NewsletterIssue {
  title: string;
  /** Publication day, "YYYY-MM-DD"; pages show its month ("December 2024"). */
  date: IsoDate;
  description: string;
  downloads: number;
  featured: boolean;
  /** Path of the PDF under public/. */
  file: string;
}

export type ResourceCategory =
  'Guidelines' | 'Reports' | 'Research' | 'Training' | 'Policy' | 'Forms' | 'Legal' | 'Media';

export interface DownloadResource {
  id: number;
  title: string;
  type: 'PDF' | 'ZIP';
  category: ResourceCategory;
  downloads: number;
  /** "YYYY-MM-DD", shown as "November 15, 2024". */
  date: IsoDate;
  description: string;
  featured: boolean;
  file: string;
}

export interface Bulletin {
  id: number;
  title: string;
  description: string;
  /** "YYYY-MM-DD"; the year filter uses its year. */
  date: IsoDate;
  downloads: number;
  category: 'Monthly Bulletin';
  featured?: boolean;
  file: string;
}

export interface PressStatement {
  id: number;
  title: string;
  description: string;
  date: IsoDate;
  category: string;
  downloads: number;
  featured?: boolean;
  summary: string;
  file: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs of the full post. */
  content: string[];
  author: string;
  authorRole: string;
  /** "YYYY-MM-DD", shown as "December 12, 2024". */
  date: IsoDate;
  readTime: string;
  category: string;
  tags: string[];
  featured?: boolean;
  views: number;
  likes: number;
  image: ImageRef;
}

export interface GalleryPhoto extends ImageRef {
  caption: string;
}

// ---------- Giving and forms ----------
export type DonationType = 'one-time' | 'monthly';
export type DonationPurpose = 'general' | 'conservation' | 'training' | 'research';

export interface DonationForm {
  type: DonationType;
  amount: number | 'custom';
  customAmount: string;
  purpose: DonationPurpose;
  message?: string;
}

/** A way to pay (paybill, till, bank) with its numbers, on the donation page. */
export interface PaymentGroup {
  title: string;
  description: string;
  details: {
    label: string;
    value: string;
    /** Shown large (paybill, till). */
    prominent?: boolean;
    /** Gets a copy button: numbers a donor types into a phone or bank app. */
    copyable?: boolean;
  }[];
}

export interface NewsletterSubscription {
  name: string;
  email: string;
  interests: string[];
  agreement: boolean;
}

/** The kinds of position an opening can be (search engines get the matching employment type). */
export type JobType = 'Full-time' | 'Part-time' | 'Contract' | 'Internship' | 'Volunteer';

export interface JobOpening {
  /** A number no other opening has used; search engines know the opening by it. */
  id: number;
  title: string;
  description: string;
  type: JobType;
  /** The town, such as "Nairobi". */
  location: string;
  /** The county, such as "Nairobi County", when known (for search engines only). */
  region?: string;
  department: string;
  /** The day the opening was published, "YYYY-MM-DD". */
  posted: IsoDate;
  /** The last day to apply, "YYYY-MM-DD", shown as "December 12, 2024"; the opening is hidden the day after. */
  deadline: IsoDate;
  /** At least one. */
  requirements: string[];
  urgent: boolean;
  /** Where to apply: an email address, or an https:// application form. Without it, the HR email, with the title as the subject. */
  apply?: string;
}

export interface Partner {
  /** The organisation's full name: shown on its tile, and the logo's alternative text. */
  name: string;
  /** Its usual short name (an acronym such as NEMA), shown above the full name. */
  short?: string;
  /** A logo the partner supplied, under content/images/partners/; without one the tile shows the name. */
  logo?: ImageKey;
}

// ---------- Navigation ----------
export interface NavGroup {
  label: string;
  /** Where the top-level title goes: its first page, or an external site. */
  href: string;
  external?: boolean;
  children?: Link[];
}

// ---------- Page sections ----------

/** A photo beside a short text: the lead section of a page, or a story told beside its picture. */
export interface PageFeature {
  title: string;
  /** One string per paragraph. */
  text: string[];
  image: ImageRef;
}

/** A pull quote or a member's story: what was said, who said it and in what role. */
export interface Testimonial {
  quote: string;
  name: string;
  /** Who the person is, e.g. "Associate member, EIA consultant in Nakuru". */
  role: string;
  /** Optional square portrait, e.g. `council/grace-mwangi`. */
  portrait?: ImageRef;
}
