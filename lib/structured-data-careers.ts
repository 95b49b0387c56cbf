import { site } from '@/content/site';
import type { JobOpening, JobType } from '@/content/schema';
import { appliesOnline } from './careers';
import { absoluteUrl } from './seo';
import { anchorId } from './slug';
import { organizationRef } from './structured-data';

/** schema.org employmentType of each kind of opening. */
export const employmentTypes: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Volunteer: 'VOLUNTEER',
};

/** The last moment of the deadline day in Nairobi, which keeps East Africa Time (+03:00) all year. */
export function deadlineEnd(deadline: string): string {
  return `${deadline}T23:59:59+03:00`;
}

function isOpenAt(job: Pick<JobOpening, 'deadline'>, now: Date): boolean {
  return Date.parse(deadlineEnd(job.deadline)) >= now.getTime();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text, then the requirements as a list (search engines read HTML here). */
function describe(job: JobOpening): string {
  const requirements = job.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<p>${escapeHtml(job.description)}</p><p>Requirements:</p><ul>${requirements}</ul>`;
}

/**
 * schema.org JobPosting of one opening listed on `pagePath`, with the fields Google's job search
 * requires: a place, or for a remote role ("Remote", "Virtual", "Online") the country applicants
 * must live in.
 */
export function jobPostingJsonLd(job: JobOpening, pagePath: string) {
  const remote = /\b(remote|virtual|online)\b/i.test(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: describe(job),
    identifier: { '@type': 'PropertyValue', name: site.name, value: String(job.id) },
    datePosted: job.posted,
    validThrough: deadlineEnd(job.deadline),
    employmentType: employmentTypes[job.type],
    hiringOrganization: {
      ...organizationRef('Organization'),
      sameAs: site.social.map((s) => s.href),
      logo: absoluteUrl('/icon.png'),
    },
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

/** A JobPosting for every opening still taking applications at `now`. */
export function jobPostingsJsonLd(openings: readonly JobOpening[], pagePath: string, now: Date) {
  return openings.filter((job) => isOpenAt(job, now)).map((job) => jobPostingJsonLd(job, pagePath));
}
