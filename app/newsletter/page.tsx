import { newsletterArchiveSince, newsletterFrequency, newsletterInterests } from '@/content/newsletter';
import { recentNewsletterIssues } from '@/lib/newsletter-issues';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { signupForm } from '@/lib/signups';
import { IssueCard } from '@/components/newsletter/issue-card';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Container, Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';

const crumbs = [{ label: 'Newsletter', href: '/newsletter' }];

export const metadata = pageMetadata({
  title: 'Newsletter',
  description:
    'Subscribe to the institute’s newsletter and download recent issues: environmental policy, trainings, events and member news.',
  path: '/newsletter',
});

export default function NewsletterPage() {
  return (
    <>
      <PageHeader
        title="Newsletter"
        crumbs={crumbs}
        intro="News from Kenya’s environmental profession in your inbox: policy updates, trainings, events and stories from our members."
      />
      <section aria-labelledby="subscribe-heading" className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          {/* A readable measure: the fields stay about as wide as what goes in them. */}
          <Card className="mx-auto max-w-[40rem] sm:p-8">
            <h2 id="subscribe-heading" className="text-2xl font-bold text-brand-900">
              Subscribe to our newsletter
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">
              Free, sent {newsletterFrequency}, and you can unsubscribe at any time.
            </p>
            <SubscribeForm interests={newsletterInterests} signup={signupForm(site.signups, 'newsletter')} />
          </Card>
        </Container>
      </section>
      <Section id="issues" title="Recent issues" intro="Catch up on the latest issues of the newsletter.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {recentNewsletterIssues().map(({ issue, index }) => (
            <li key={issue.file}>
              <IssueCard issue={issue} index={index} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-ink-muted">
          Looking for an older issue? <TextLink href="/resources/downloads">Browse the newsletter archive</TextLink>,
          with every issue back to {newsletterArchiveSince}.
        </p>
      </Section>
      <CtaBand
        title="Be part of the story"
        text="Members contribute articles and get every issue first. Join the institute, or follow our latest news and events."
        actions={[
          { label: 'Become a Member', href: '/members/join' },
          { label: 'News & Events', href: '/news' },
        ]}
      />
    </>
  );
}
