import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { agms } from '@/content/agm';
import type { Agm } from '@/content/schema';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { AgmMeeting } from '@/components/agm/agm-meeting';
import { PastAgms } from '@/components/agm/past-agms';
import { BackLink } from '@/components/ui/back-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Container } from '@/components/ui/section';
import { UntilOver } from '@/components/time/until-over';
import {
  agmFacts,
  agmHref,
  agmYear,
  agmsBefore,
  agmsFrom,
  agmsWithPages,
  getAgm,
  isLatestAgm,
  shownAgm,
} from '@/lib/agm';
import { buildDay } from '@/lib/build-date';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { signupForm } from '@/lib/signups';
import { agmCard, agmPageCard } from '@/lib/social-cards';
import { agmEventJsonLd } from '@/lib/structured-data-media';

/**
 * /agm: the meeting to come, or the latest once none is, then the ones held before it. /agm/{year}: a
 * meeting /agm no longer shows. While /agm shows a meeting, its year's address redirects (lib/agm.ts).
 */
type Props = { params: Promise<{ year?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams(): { year: string[] }[] {
  return [{ year: [] }, ...agmsWithPages(agms, buildDay()).map((meeting) => ({ year: [agmYear(meeting)] }))];
}

/** The meeting of /agm/{year}, or undefined for /agm. */
async function recordOf(params: Props['params']): Promise<Agm | undefined> {
  const year = (await params).year ?? [];
  if (year.length === 0) return undefined;
  const meeting = year.length === 1 ? getAgm(agmsWithPages(agms, buildDay()), year[0]!) : undefined;
  return meeting ?? notFound();
}

// As of the build day: the title, card and structured data.
const shown = shownAgm(agms, buildDay());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meeting = await recordOf(params);
  if (!meeting) return copyMetadata(pageCopy('agm', agmFacts(shown)), agmPageCard(shown));
  return copyMetadata(pageCopy('agmMeeting', agmFacts(meeting)), agmCard(meeting));
}

/** The hub while `meeting` is the one shown. */
function MeetingView({ meeting }: { meeting: Agm }) {
  const meetingCopy = pageCopy('agm', agmFacts(meeting));
  const { texts } = meetingCopy;
  const next = isLatestAgm(agms, meeting)
    ? { title: texts.nextTitle, text: texts.nextText, signup: signupForm(site.signups, 'footer') }
    : undefined;
  const withPages = new Set(agmsWithPages(agms, buildDay()));
  return (
    <>
      <AgmMeeting meeting={meeting} copy={meetingCopy} secretariatEmail={site.contacts.secretariatEmail} next={next} />
      <PastAgms
        // Only meetings with a page: one the browser's day has moved past gets its page with the next build.
        meetings={agmsBefore(agms, meeting).filter((past) => withPages.has(past))}
        section={meetingCopy.sections.past}
        // Filled per meeting of the list, not with the shown meeting's facts.
        detail={pages.agm.texts.pastDetail}
        photos={pages.agm.texts.pastPhotos}
      />
    </>
  );
}

function AgmHub() {
  // The browser decides again with its own day: once a meeting shown here has passed, the next takes its place.
  const [last, ...earlier] = agmsFrom(agms, buildDay()).reverse();
  const view = earlier.reduce<ReactNode>(
    (later, meeting) => (
      <UntilOver lastDay={meeting.date} over={later}>
        <MeetingView meeting={meeting} />
      </UntilOver>
    ),
    <MeetingView meeting={last!} />,
  );
  return (
    <>
      {view}
      <JsonLd data={agmEventJsonLd(shown)} />
    </>
  );
}

function AgmRecord({ meeting }: { meeting: Agm }) {
  const copy = pageCopy('agmMeeting', agmFacts(meeting));
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

export default async function AgmPage({ params }: Props) {
  const meeting = await recordOf(params);
  return meeting ? <AgmRecord meeting={meeting} /> : <AgmHub />;
}
