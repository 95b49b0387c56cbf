import { site } from '@/content/site';
import type { JobOpening, JobType } from '@/content/schema';
import { appliesOnline } from './careers';
import { absoluteUrl } from './seo';
import { anchorId } from './slug';
import { organizationJsonLd } from './structured-data';

/** schema.org employmentType of each kind of opening. */
export const employmentTypes: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Volunteer: 'VOLUNTEER',
};

/** Kenya keeps East Africa Time all year (no daylight saving), so its offset is fixed. */
const nairobiOffset = '+03:00';

/** The last moment of an opening's deadline day in Nairobi: "2025-06-30" -> "2025-06-30T23:59:59+03:00". */
export function deadlineEnd(deadline: string): string {
  return `${deadline}T23:59:59${nairobiOffset}`;
}

/** Whether applications are still taken at `now` (until the end of the deadline day in Nairobi). */
export function isOpenAt(job: Pick<JobOpening, 'deadline'>, now: Date): boolean {
  return Date.parse(deadlineEnd(job.deadline)) >= now.getTime();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The description search engines show: the text, then the requirements as a list (they read HTML here). */
function describe(job: JobOpening): string {
  const requirements = job.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<p>${escapeHtml(job.description)}</p><p>Requirements:</p><ul>${requirements}</ul>`;
}

/** The institute as the employer, from the same facts as its Organization data on every page. */
function hiringOrganization() {
  const { name, url, logo, sameAs } = organizationJsonLd();
  return { '@type': 'Organization', '@id': absoluteUrl('/#organization'), name, url, sameAs, logo };
}

/** A role done from anywhere in the country: its location says "Remote" (or "Virtual", "Online"). */
export function isRemote(job: Pick<JobOpening, 'location'>): boolean {
  return /\b(remote|virtual|online)\b/i.test(job.location);
}

/**
 * schema.org JobPosting of one opening listed on `pagePath`, with the fields Google's job search
 * requires: a place (or, for a remote role, telecommuting and the country applicants must live in),
 * the day posted, the end of the deadline day, the institute as employer and the employment type.
 */
export function jobPostingJsonLd(job: JobOpening, pagePath: string) {
  const remote = isRemote(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: describe(job),
    identifier: { '@type': 'PropertyValue', name: site.name, value: String(job.id) },
    datePosted: job.posted,
    validThrough: deadlineEnd(job.deadline),
    employmentType: employmentTypes[job.type],
    hiringOrganization: hiringOrganization(),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: site.contacts.address.country },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.location,
              ...(job.region ? { addressRegion: job.region } : {}),
              addressCountry: site.contacts.address.countryCode,
            },
          },
        }),
    directApply: appliesOnline(job.apply),
    url: absoluteUrl(`${pagePath}#${anchorId(job.title)}`),
  };
}

/** A JobPosting for every opening still taking applications when the page is built. */
export function jobPostingsJsonLd(openings: readonly JobOpening[], pagePath: string, now: Date) {
  return openings.filter((job) => isOpenAt(job, now)).map((job) => jobPostingJsonLd(job, pagePath));
}
