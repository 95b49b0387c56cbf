import { pages } from '@/content/pages';
import { newsletterArchiveSince, newsletterIssuesByYear } from '@/lib/newsletter-issues';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { IssueCard } from '@/components/newsletter/issue-card';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = fillCopy(pages.newsletterArchive, { since: newsletterArchiveSince() });

export const metadata = copyMetadata(copy);

export default function NewsletterArchivePage() {
  return (
    <>
      <PageIntro copy={copy} />
      {newsletterIssuesByYear().map(({ year, issues }, position) => (
        <Section key={year} id={`issues-${year}`} title={year} align="start" tone={position % 2 ? 'tint' : 'white'}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {issues.map(({ issue, index }) => (
              <li key={issue.file}>
                <IssueCard issue={issue} index={index} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <CtaBand {...copy.cta} />
    </>
  );
}
