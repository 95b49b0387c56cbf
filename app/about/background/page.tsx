import { background, backgroundQuote, backgroundStoryImage, coreValues, keyAchievements } from '@/content/about';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { AchievementGrid } from '@/components/about/achievement-grid';
import { StatementCards } from '@/components/about/statement-cards';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageHeader } from '@/components/ui/page-header';
import { MediaSplit } from '@/components/ui/media-split';
import { QuoteBlock } from '@/components/ui/quote-block';
import { Container, Section } from '@/components/ui/section';

const path = '/about/background';
const crumbs = [{ label: 'Our Background', href: path }];

export const metadata = pageMetadata({
  title: 'Our Background',
  description: `How the ${site.shortName} began in ${background.established}: our story, mission, vision, core values and the achievements of a decade serving Kenya’s environment.`,
  path,
});

export default function BackgroundPage() {
  const { address } = site.contacts;
  return (
    <>
      <PageHeader
        title="Our Background"
        eyebrow={`Established ${background.established}`}
        crumbs={crumbs}
        intro={`The professional home of Kenya’s environmental practitioners since ${background.established}.`}
      />
      <MediaSplit id="story" eyebrow="Who we are" title="Our story" image={backgroundStoryImage} priority>
        {background.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <div className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          <StatementCards
            items={[
              { title: 'Our Mission', text: background.mission, icon: 'target' },
              { title: 'Our Vision', text: background.vision, icon: 'globe' },
            ]}
          />
        </Container>
      </div>
      <Section aria-label={`A word from ${backgroundQuote.name}`}>
        <QuoteBlock testimonial={backgroundQuote} tone="dark" />
      </Section>
      <Section id="values" tone="tint" eyebrow="What guides us" title="Our core values">
        <FeatureGrid items={coreValues} columns={5} />
      </Section>
      <Section id="achievements" tone="dark" eyebrow="Since 2014" title="Key achievements">
        <AchievementGrid items={keyAchievements} />
      </Section>
      <Section id="visit" eyebrow="Find us" title="Visit the secretariat">
        <address className="mx-auto max-w-prose text-center text-lg text-ink-muted not-italic">
          {site.name}
          <br />
          {address.street}
          <br />
          {address.poBox}, {address.city}, {address.country}
          <br />
          {site.contacts.hours}
        </address>
      </Section>
      <CtaBand
        title="Join a decade of environmental excellence"
        text="Become part of the institute and help shape the next ten years of environmental practice in Kenya."
        actions={[
          { label: 'Become a Member', href: '/members/join' },
          { label: 'Our Approach', href: '/about/approach' },
        ]}
      />
    </>
  );
}
