import { jobOpenings } from '@/content/careers';
import { site } from '@/content/site';
import type { JobOpening } from '@/content/schema';
import { deadlineEnd, employmentTypes, jobPostingJsonLd, jobPostingsJsonLd } from '@/lib/structured-data-careers';
import { jobTypes } from '@/content/schema';

const opening: JobOpening = {
  id: 7,
  title: 'Programme Officer',
  description: 'Plans & runs the <institute’s> trainings.',
  type: 'Full-time',
  location: 'Nairobi',
  region: 'Nairobi County',
  department: 'Training',
  posted: '2025-06-01',
  deadline: '2025-06-30',
  requirements: ['A degree in environmental science', 'Three years of training experience'],
  urgent: true,
};
const path = '/resources/vacancy';

describe('JobPosting structured data', () => {
  it('has every field search engines require and recommend', () => {
    const posting = jobPostingJsonLd(opening, path);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: opening.title,
      datePosted: '2025-06-01',
      validThrough: '2025-06-30T23:59:59+03:00',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: site.name, value: '7' },
      hiringOrganization: { name: site.name, url: site.url, logo: expect.stringMatching(/^https:\/\//) },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Nairobi',
          addressRegion: 'Nairobi County',
          addressCountry: 'KE',
        },
      },
      directApply: false,
      url: expect.stringMatching(/\/resources\/vacancy#programme-officer$/),
    });
    expect(posting.hiringOrganization.sameAs).toEqual(site.social.map((s) => s.href));
  });

  it('describes the opening and its requirements as escaped HTML', () => {
    expect(jobPostingJsonLd(opening, path).description).toBe(
      '<p>Plans &amp; runs the &lt;institute’s&gt; trainings.</p><p>Requirements:</p><ul><li>A degree in environmental science</li><li>Three years of training experience</li></ul>',
    );
  });

  it('writes validThrough as the end of the deadline day in Nairobi, with its offset', () => {
    expect(deadlineEnd('2025-12-31')).toBe('2025-12-31T23:59:59+03:00');
    expect(new Date(deadlineEnd('2025-12-31')).toISOString()).toBe('2025-12-31T20:59:59.000Z');
    expect(deadlineEnd('2025-06-30')).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+03:00$/);
  });

  it('maps every allowed type to an employment type schema.org knows', () => {
    expect(Object.keys(employmentTypes).sort()).toEqual([...jobTypes].sort());
    expect(jobTypes.map((type) => jobPostingJsonLd({ ...opening, type }, path).employmentType)).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'INTERN',
      'VOLUNTEER',
    ]);
  });

  it('applies directly only through an application form, and leaves out an unknown region', () => {
    expect(jobPostingJsonLd({ ...opening, apply: 'https://forms.example.org/x' }, path).directApply).toBe(true);
    expect(jobPostingJsonLd({ ...opening, apply: 'jobs@eik.co.ke' }, path).directApply).toBe(false);
    const { region: _, ...noRegion } = opening;
    expect(JSON.stringify(jobPostingJsonLd(noRegion, path))).not.toContain('addressRegion');
  });

  it.each(['Remote', 'Virtual', 'Remote (Kenya)'])('marks a %p opening as telecommuting from Kenya', (location) => {
    const posting = jobPostingJsonLd({ ...opening, location }, path);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Kenya' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('lists only the openings still taking applications when the page is built', () => {
    const later = { ...opening, id: 8, title: 'Accountant', deadline: '2025-07-15' };
    const titles = (now: string) => jobPostingsJsonLd([opening, later], path, new Date(now)).map((p) => p.title);
    expect(titles('2025-06-30T20:59:00Z')).toEqual(['Programme Officer', 'Accountant']);
    expect(titles('2025-06-30T21:00:00Z')).toEqual(['Accountant']);
    expect(titles('2025-07-16T00:00:00Z')).toEqual([]);
  });

  it('gives every opening in content a posting while it is open', () => {
    for (const job of jobOpenings) {
      expect(jobPostingsJsonLd([job], path, new Date(`${job.posted}T12:00:00+03:00`))).toHaveLength(1);
    }
  });
});
