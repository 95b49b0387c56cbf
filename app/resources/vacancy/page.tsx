import { careerActions, hrContactLink, jobOpenings, resumeLink } from '@/content/careers';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { signupForm } from '@/lib/signups';
import { CareerActions } from '@/components/careers/career-actions';
import { NotifyForm } from '@/components/careers/notify-form';
import { OpeningsSearch } from '@/components/careers/openings-search';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = fillCopy(pages.vacancy, { resumeLink, hrContactLink });
const { sections } = copy;

export const metadata = copyMetadata(copy);

export default function VacancyPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="openings" {...sections.openings} tone="tint">
        <OpeningsSearch openings={jobOpenings} />
        <div className="mt-10">
          <NotifyForm signup={signupForm(site.signups, 'careers')} />
        </div>
      </Section>
      <Section id="get-involved" {...sections.involved}>
        <CareerActions actions={careerActions} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
