import { pages } from '@/content/pages';
import { workingGroups } from '@/content/working-groups';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { WorkingGroupAccordion } from '@/components/membership/working-group-accordion';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = pageCopy('chapters', { groupCount: workingGroups.length });

export const metadata = copyMetadata(copy);

export default function ChaptersPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="groups" {...copy.sections.groups}>
        <WorkingGroupAccordion groups={workingGroups} joinHref={pages.join.path} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
