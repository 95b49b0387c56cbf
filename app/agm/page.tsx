import type { ReactNode } from 'react';
import { agms } from '@/content/agm';
import type { Agm } from '@/content/schema';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { AgmMeeting } from '@/components/agm/agm-meeting';
import { PastAgms } from '@/components/agm/past-agms';
import { JsonLd } from '@/components/ui/json-ld';
import { TextLink } from '@/components/ui/text-link';
import { UntilOver } from '@/components/time/until-over';
import { agmFacts, agmHref, agmsBefore, agmsFrom, isLatestAgm, shownAgm } from '@/lib/agm';
import { buildDay } from '@/lib/build-date';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { signupForm } from '@/lib/signups';
import { agmPageCard } from '@/lib/social-cards';
import { agmEventJsonLd } from '@/lib/structured-data-media';

// The meeting to come, or the latest once none is: as of the build day here, in the title and card.
const shown = shownAgm(agms, buildDay());
const copy = pageCopy('agm', agmFacts(shown));

export const metadata = copyMetadata(copy, agmPageCard(shown));

/** The page as it is while `meeting` is the one shown: the meeting in brief, then the ones held before it. */
function MeetingView({ meeting }: { meeting: Agm }) {
  const meetingCopy = pageCopy('agm', agmFacts(meeting));
  const { texts, links } = meetingCopy;
  const next = isLatestAgm(agms, meeting)
    ? { title: texts.nextTitle, text: texts.nextText, signup: signupForm(site.signups, 'footer') }
    : undefined;
  return (
    <>
      <AgmMeeting
        meeting={meeting}
        copy={meetingCopy}
        secretariatEmail={site.contacts.secretariatEmail}
        // The hub: the meeting in brief, its decisions and photos on its own page.
        brief
        next={next}
        after={
          <p className="mt-6">
            <TextLink tone="light" standalone href={agmHref(meeting)}>
              {links.permanent.label}
            </TextLink>
          </p>
        }
      />
      <PastAgms
        meetings={agmsBefore(agms, meeting)}
        section={meetingCopy.sections.past}
        // Filled per meeting of the list, not with the shown meeting's facts.
        detail={pages.agm.texts.pastDetail}
        photos={pages.agm.texts.pastPhotos}
      />
    </>
  );
}

export default function AgmPage() {
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
      <JsonLd data={agmEventJsonLd(shown, agmHref(shown))} />
    </>
  );
}
