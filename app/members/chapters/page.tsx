import { workingGroups } from '@/content/working-groups';
import { pageMetadata } from '@/lib/seo';
import { WorkingGroupAccordion } from '@/components/membership/working-group-accordion';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';

const path = '/members/chapters';
const joinHref = '/members/join';
const crumbs = [
  { label: 'Membership', href: joinHref },
  { label: 'Technical Working Groups', href: path },
];

export const metadata = pageMetadata({
  title: 'Technical Working Groups',
  description: `The institute’s ${workingGroups.length} technical working groups: their objectives, key responsibilities and ideal members, and how to join one.`,
  path,
});

export default function ChaptersPage() {
  return (
    <>
      <PageHeader
        title="Technical Working Groups"
        eyebrow="Membership"
        crumbs={crumbs}
        intro="Bring your expertise to policy, standards and practice in one of our technical working groups."
      />
      <Section
        id="groups"
        eyebrow={`${workingGroups.length} groups`}
        title="Find your working group"
        intro="Open a group to read its objectives, key responsibilities and ideal membership."
      >
        <WorkingGroupAccordion groups={workingGroups} joinHref={joinHref} />
      </Section>
      <CtaBand
        title="Not a member yet?"
        text="Working groups are open to members of the institute. Join today, or ask the secretariat which group suits you."
        actions={[
          { label: 'How to Join', href: joinHref },
          { label: 'Contact the Secretariat', href: '/about/secretariat' },
        ]}
      />
    </>
  );
}
