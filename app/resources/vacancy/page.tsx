import { careerActions, hrContactEmail, jobOpenings, resumeEmail } from '@/content/careers';
import { emailHref } from '@/lib/careers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { jobPostingsJsonLd } from '@/lib/structured-data-careers';
import { signupForm } from '@/lib/signups';
import { CareerActions } from '@/components/careers/career-actions';
import { NotifyForm } from '@/components/careers/notify-form';
import { OpeningsSearch } from '@/components/careers/openings-search';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';

const crumbs = [{ label: 'Careers', href: '/resources/vacancy' }];

export const metadata = pageMetadata({
  title: 'Careers and Vacancies',
  description:
    'Vacancies, internships and volunteering at the Environmental Institute of Kenya. Get an email when a new position opens.',
  path: '/resources/vacancy',
});

export default function VacancyPage() {
  // Only openings still taking applications on the day of the build; each carries its closing moment.
  const postings = jobPostingsJsonLd(jobOpenings, '/resources/vacancy', new Date());
  return (
    <>
      <PageHeader
        title="Careers"
        crumbs={crumbs}
        intro="Work with the institute to advance environmental practice in Kenya: see our openings, volunteer, intern or partner with us."
      />
      <Section id="openings" title="Current openings" tone="tint">
        <OpeningsSearch openings={jobOpenings} applyEmail={site.contacts.hrEmail} />
        <div className="mt-10">
          <NotifyForm signup={signupForm(site.signups, 'careers')} />
        </div>
        {postings.length > 0 ? <JsonLd data={postings} /> : null}
      </Section>
      <Section
        id="get-involved"
        title="Other ways to get involved"
        intro="There is more than one way to work with Kenya’s environmental professionals."
      >
        <CareerActions actions={careerActions} />
      </Section>
      <CtaBand
        title="Interested in working with us?"
        text="Send us your resume for future openings, or ask our HR team anything about careers at the institute."
        actions={[
          { label: 'Send Your Resume', href: emailHref(resumeEmail) },
          { label: 'Contact HR Team', href: emailHref(hrContactEmail) },
        ]}
      />
    </>
  );
}
