import { charter } from '@/content/charter';
import { joinBenefits, joinLead, joinStory, membershipCategories } from '@/content/membership';
import { site } from '@/content/site';
import { workingGroups } from '@/content/working-groups';
import { publicFileSize } from '@/lib/files';
import { pageMetadata } from '@/lib/seo';
import { CategoryList } from '@/components/membership/category-list';
import { ChosenGroup } from '@/components/membership/chosen-group';
import { PdfViewer } from '@/components/pdf/pdf-viewer';
import { ButtonLink } from '@/components/ui/button';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageHeader } from '@/components/ui/page-header';
import { MediaSplit } from '@/components/ui/media-split';
import { QuoteBlock } from '@/components/ui/quote-block';
import { Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

const path = '/members/join';
const crumbs = [{ label: 'How to Join', href: path }];

export const metadata = pageMetadata({
  title: 'How to Join',
  description:
    'Why join the institute, the membership categories and the membership charter; register on the members portal to become a member today.',
  path,
});

export default function JoinPage() {
  return (
    <>
      <PageHeader
        title="How to Join"
        eyebrow="Membership"
        crumbs={crumbs}
        intro="Join Kenya’s community of environmental professionals: choose your category, read the charter and register on the members portal."
      >
        <ChosenGroup groupNames={workingGroups.map((group) => group.name)} chaptersHref="/members/chapters" />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={site.external.portalRegister} variant="accent" size="lg">
            Join now
          </ButtonLink>
          <ButtonLink href="/members/fees" variant="ghost-dark" size="lg">
            Fees & Subscriptions
          </ButtonLink>
        </div>
      </PageHeader>
      <MediaSplit id="join-lead" title={joinLead.title} image={joinLead.image} priority>
        {joinLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <Section id="benefits" tone="tint" eyebrow="Why join" title="Benefits of membership">
        <FeatureGrid items={joinBenefits} columns={4} />
      </Section>
      <Section aria-label={`A member’s story: ${joinStory.name}`}>
        <QuoteBlock testimonial={joinStory} tone="dark" />
      </Section>
      <Section
        id="categories"
        tone="tint"
        eyebrow="Find your grade"
        title="Membership categories"
        intro={
          <>
            Choose the category whose qualifications you meet today. Full requirements and fees are on the{' '}
            <TextLink href="/members/fees">Fees & Subscriptions</TextLink> page.
          </>
        }
      >
        <CategoryList categories={membershipCategories} />
      </Section>
      <Section id="charter" eyebrow="Read before you apply" title="Membership charter" intro={charter.subtitle}>
        <div className="mx-auto max-w-4xl">
          <PdfViewer file={charter.file} title={charter.title} fileSize={publicFileSize(charter.file)} />
        </div>
        <div className="mt-10 text-center">
          <p className="text-lg text-ink-muted">Ready? Registration takes about ten minutes on the members portal.</p>
          <ButtonLink href={site.external.portalRegister} size="lg" className="mt-4">
            Join now
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
