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
 * /agm, the AGM hub: the meeting to come, or the latest once none is, in full; then the meetings held
 * before it. /agm/{year}: a meeting /agm no longer shows, its record. A meeting is at one address at a
 * time: while /agm shows it, its year's address answers with /agm (lib/agm.ts, agmRedirects).
 */
type Props = { params: Promise<{ year?: string[] }> };

// Only /agm and the years of meetings it does not show; any other address is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { year: string[] }[] {
  return [{ year: [] }, ...agmsWithPages(agms, buildDay()).map((meeting) => ({ year: [agmYear(meeting)] }))];
}

/** The meeting of /agm/{year}, or undefined for /agm; any other address is the 404 page. */
async function recordOf(params: Props['params']): Promise<Agm | undefined> {
  const year = (await params).year ?? [];
  if (year.length === 0) return undefined;
  const meeting = year.length === 1 ? getAgm(agmsWithPages(agms, buildDay()), year[0]!) : undefined;
  return meeting ?? notFound();
}

// The meeting to come, or the latest once none is: as of the build day here, in the title and card.
const shown = shownAgm(agms, buildDay());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meeting = await recordOf(params);
  if (!meeting) return copyMetadata(pageCopy('agm', agmFacts(shown)), agmPageCard(shown));
  return copyMetadata(pageCopy('agmMeeting', agmFacts(meeting)), agmCard(meeting));
}

/** The hub as it is while `meeting` is the one shown: the meeting in full, then the ones held before it. */
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
        // Only meetings with a page of their own: one the browser's day has moved past gets its page
        // with the next build.
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
  // The browser decides again with its own day: once a meeting shown here has passed, the next one
  // published after it takes its place. Usually there is only one to show.
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

/** A meeting /agm no longer shows, for good: its facts, decisions, program and photos, and the way back. */
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
