import { newsletterFrequency, newsletterInterests } from '@/content/newsletter';
import { pages } from '@/content/pages';
import { newsletterArchiveSince, recentNewsletterIssues } from '@/lib/newsletter-issues';
import { site } from '@/content/site';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { signupForm } from '@/lib/signups';
import { IssueCard } from '@/components/newsletter/issue-card';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Container, Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { TextWithLinks } from '@/components/ui/text-with-links';

const copy = fillCopy(pages.newsletter, { frequency: newsletterFrequency, since: newsletterArchiveSince() });
const { sections } = copy;

export const metadata = copyMetadata(copy);

export default function NewsletterPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <section aria-labelledby="subscribe-heading" className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          {/* A readable measure: the fields stay about as wide as what goes in them. */}
          <Card className="mx-auto max-w-[40rem] sm:p-8">
            <h2 id="subscribe-heading" className="text-2xl font-bold text-brand-900">
              {sections.subscribe.title}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{sections.subscribe.intro}</p>
            <SubscribeForm interests={newsletterInterests} signup={signupForm(site.signups, 'newsletter')} />
          </Card>
        </Container>
      </section>
      <Section id="issues" {...sections.issues}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {recentNewsletterIssues().map(({ issue, index }) => (
            <li key={issue.file}>
              <IssueCard issue={issue} index={index} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-ink-muted">
          <TextWithLinks text={copy.texts.archive} links={copy.links} />
        </p>
      </Section>
      <CtaBand {...copy.cta} emphasis="secondary" tone="light" />
    </>
  );
}
