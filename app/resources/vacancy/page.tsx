import { careerActions, careersWords, hrContactEmail, jobOpenings, resumeEmail } from '@/content/careers';
import { site } from '@/content/site';
import { emailHref } from '@/lib/careers';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { jobPostingsJsonLd } from '@/lib/structured-data-careers';
import { signupForm } from '@/lib/signups';
import { CareerActions } from '@/components/careers/career-actions';
import { NotifyForm } from '@/components/careers/notify-form';
import { OpeningsSearch } from '@/components/careers/openings-search';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = pageCopy('vacancy', { resumeLink: emailHref(resumeEmail), hrContactLink: emailHref(hrContactEmail) });
const { sections } = copy;

export const metadata = copyMetadata(copy);

export default function VacancyPage() {
  // Only openings still taking applications on the day of the build; each carries its closing moment.
  const postings = jobPostingsJsonLd(jobOpenings, '/resources/vacancy', new Date());
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="openings" {...sections.openings} tone="tint">
        <OpeningsSearch
          openings={jobOpenings}
          applyEmail={site.contacts.hrEmail}
          words={careersWords}
          alerts={<NotifyForm signup={signupForm(site.signups, 'careers')} words={careersWords} />}
        />
        {postings.length > 0 ? <JsonLd data={postings} /> : null}
      </Section>
      <Section id="get-involved" {...sections.involved}>
        <CareerActions actions={careerActions} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
