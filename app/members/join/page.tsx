import { ChevronDown } from 'lucide';
import { charter } from '@/content/charter';
import { charterBlocks } from '@/lib/charter';
import { DocumentText } from '@/components/pdf/document-text';
import { Svg } from '@/components/ui/svg';
import { joinBenefits, joinLead, joinStory, membershipCategories } from '@/content/membership';
import { pages } from '@/content/pages';
import { workingGroups } from '@/content/working-groups';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { CategoryList } from '@/components/membership/category-list';
import { ChosenGroup } from '@/components/membership/chosen-group';
import { CharterBlock } from '@/components/membership/charter-block';
import { ButtonLink } from '@/components/ui/button';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { LeadSection } from '@/components/ui/lead-section';
import { QuoteSection } from '@/components/ui/quote-block';
import { Section } from '@/components/ui/section';
import { TextWithLinks } from '@/components/ui/text-with-links';

const copy = pageCopy('join', { name: joinStory.name });
const { links, sections, texts } = copy;

export const metadata = copyMetadata(copy);

export default function JoinPage() {
  return (
    <>
      <PageIntro copy={copy}>
        <ChosenGroup groupNames={workingGroups.map((group) => group.name)} chaptersHref={pages.chapters.path} />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={links.join.href} external={links.join.external} variant="accent" size="lg">
            {links.join.label}
          </ButtonLink>
          <ButtonLink href={links.fees.href} variant="ghost-dark" size="lg">
            {links.fees.label}
          </ButtonLink>
        </div>
      </PageIntro>
      <LeadSection id="join-lead" {...joinLead} />
      <Section id="benefits" tone="tint" {...sections.benefits}>
        <FeatureGrid items={joinBenefits} columns={4} />
      </Section>
      <QuoteSection testimonial={joinStory} label={texts.story} />
      <Section
        id="categories"
        tone="tint"
        {...sections.categories}
        intro={<TextWithLinks text={texts.categories} links={{ fees: links.fees }} />}
      >
        <CategoryList categories={membershipCategories} />
      </Section>
      <Section id="charter" {...sections.charter} intro={charter.subtitle}>
        <div>
          <CharterBlock />
          {/* The same text, reflowed, for a visitor without JavaScript (the viewer above shows it as
              its text view otherwise). Out of the search index: the charter's PDF is found by the
              document search. */}
          <details
            className="group mt-6 hidden rounded-card bg-white shadow-card ring-1 ring-brand-900/5 noscript:block"
            data-pagefind-ignore
          >
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50 sm:px-6 [&::-webkit-details-marker]:hidden">
              {charter.texts.readAsText}
              <Svg
                node={ChevronDown}
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="border-t border-brand-900/10 px-5 py-6 sm:px-8">
              <DocumentText blocks={charterBlocks()} />
            </div>
          </details>
        </div>
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
