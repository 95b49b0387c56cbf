import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { agms } from '@/content/agm';
import { site } from '@/content/site';
import { AgmMeeting } from '@/components/agm/agm-meeting';
import { JsonLd } from '@/components/ui/json-ld';
import { Container } from '@/components/ui/section';
import { BackLink } from '@/components/ui/back-link';
import { agmFacts, agmHref, agmYear, getAgm } from '@/lib/agm';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { agmCard } from '@/lib/social-cards';
import { agmEventJsonLd } from '@/lib/structured-data-media';

type Props = { params: Promise<{ year: string }> };

// Only the meetings in content have a page; any other year is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return agms.map((meeting) => ({ year: agmYear(meeting) }));
}

async function load(params: Props['params']) {
  const meeting = getAgm(agms, (await params).year);
  if (!meeting) notFound();
  return { meeting, copy: pageCopy('agmMeeting', agmFacts(meeting)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { meeting, copy } = await load(params);
  return copyMetadata(copy, agmCard(meeting));
}

/** A meeting's own page, kept for good: its facts, programme and photos, and the way back to /agm. */
export default async function AgmMeetingPage({ params }: Props) {
  const { meeting, copy } = await load(params);
  return (
    <>
      <AgmMeeting meeting={meeting} copy={copy} secretariatEmail={site.contacts.secretariatEmail} />
      <Container>
        <BackLink link={copy.links.back} className="border-t border-brand-900/10 py-8" />
      </Container>
      <JsonLd data={agmEventJsonLd(meeting, agmHref(meeting))} />
    </>
  );
}
