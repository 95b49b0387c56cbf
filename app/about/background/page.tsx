import { background, backgroundQuote, coreValues, keyAchievements } from '@/content/about';
import { site } from '@/content/site';
import { buildDay } from '@/lib/build-date';
import { formatNumber } from '@/lib/format';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { slugify } from '@/lib/slug';
import { VisitCard } from '@/components/about/visit-card';
import { Card } from '@/components/ui/card';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageIntro } from '@/components/ui/page-intro';
import { LeadSection } from '@/components/ui/lead-section';
import { QuoteSection } from '@/components/ui/quote-block';
import { Container, Section } from '@/components/ui/section';

const copy = pageCopy('background', {
  shortName: site.shortName,
  established: background.established,
  years: Number(buildDay().slice(0, 4)) - background.established,
  name: backgroundQuote.name,
  phone: site.contacts.phone,
});
const { sections, texts } = copy;

export const metadata = copyMetadata(copy);

export default function BackgroundPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <LeadSection id="story" {...sections.story}>
        {background.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LeadSection>
      <div className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          <div className="grid gap-6 md:grid-cols-2">
            {[
              { title: texts.mission, text: background.mission, icon: 'target' as const },
              { title: texts.vision, text: background.vision, icon: 'globe' as const },
            ].map((item) => (
              <Card
                as="section"
                key={item.title}
                aria-labelledby={`${slugify(item.title)}-heading`}
                flush
                className="p-8"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon name={item.icon} />
                </span>
                <h2 id={`${slugify(item.title)}-heading`} className="mt-4 text-2xl font-bold text-brand-900">
                  {item.title}
                </h2>
                <p className="mt-3 text-lg text-ink-muted">{item.text}</p>
              </Card>
            ))}
          </div>
        </Container>
      </div>
      <QuoteSection testimonial={backgroundQuote} label={texts.quote} />
      <Section id="values" tone="tint" {...sections.values}>
        <FeatureGrid items={coreValues} columns={5} />
      </Section>
      <Section id="achievements" tone="dark" {...sections.achievements}>
        {/* On phones a ladder of rows, the figure beside its words; from 640 px a card each. */}
        <ul className="grid divide-y divide-white/15 sm:grid-cols-2 sm:gap-5 sm:divide-y-0 lg:grid-cols-3">
          {keyAchievements.map((item) => (
            <li
              key={item.label}
              className="grid grid-cols-[7.5rem_1fr] gap-x-4 py-4 sm:block sm:rounded-card sm:bg-white/5 sm:p-6 sm:ring-1 sm:ring-white/15"
            >
              <p className="row-span-2 text-3xl font-extrabold text-earth-200 sm:text-4xl">
                {formatNumber(item.value)}
                {item.suffix}
              </p>
              <h3 className="text-lg font-bold text-white sm:mt-2">{item.label}</h3>
              <p className="mt-1 text-sm text-brand-100">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="visit" tone="tint" {...sections.visit}>
        <VisitCard words={{ directions: texts.directions, call: texts.call }} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
