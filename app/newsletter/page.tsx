import { newsletterContents, newsletterFrequency, newsletterInterests, newsletterIssues } from '@/content/newsletter';
import { newsletterArchiveSince, recentNewsletterIssues } from '@/lib/newsletter-issues';
import { site } from '@/content/site';
import { buildDay } from '@/lib/build-date';
import { newsHeading } from '@/lib/news';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { signupForm } from '@/lib/signups';
import { IssueCard } from '@/components/newsletter/issue-card';
import { IssueContents } from '@/components/newsletter/issue-contents';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Container, Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { TextWithLinks } from '@/components/ui/text-with-links';

const copy = pageCopy('newsletter', { frequency: newsletterFrequency, since: newsletterArchiveSince() });
const { sections } = copy;
const recent = recentNewsletterIssues();

export const metadata = copyMetadata(copy);

export default function NewsletterPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <section aria-labelledby="subscribe-heading" className="bg-brand-50/60 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,40rem)_minmax(0,1fr)] lg:items-start lg:gap-16">
          <Card className="sm:p-8">
            <h2 id="subscribe-heading" className="text-2xl font-bold text-brand-900">
              {sections.subscribe.title}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{sections.subscribe.intro}</p>
            <SubscribeForm interests={newsletterInterests} signup={signupForm(site.signups, 'newsletter')} />
          </Card>
          <IssueContents
            title={sections.inside.title}
            items={newsletterContents}
            kind={copy.title}
            latest={recentNewsletterIssues(1)[0]?.issue.date}
          />
        </Container>
      </section>
      <Section
        id="issues"
        {...newsHeading(
          recent.map(({ issue }) => issue),
          buildDay(),
          site.recentDays,
          { latest: sections.issues, earlier: sections.earlierIssues },
        )}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {recent.map(({ issue, index }) => (
            <li key={issue.file}>
              <IssueCard issue={issue} index={index} />
            </li>
          ))}
        </ul>
        {newsletterIssues.length > recent.length && (
          <p className="mt-10 text-center text-ink-muted">
            <TextWithLinks text={copy.texts.archive} links={copy.links} />
          </p>
        )}
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
