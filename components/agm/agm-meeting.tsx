import type { ReactNode } from 'react';
import type { Agm, PageCopy } from '@/content/schema';
import { PhotoGrid } from '@/components/media/photo-grid';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { UntilOver } from '@/components/time/until-over';
import type { SignupForm } from '@/lib/signups';
import { AgmHeroDetails, AgmProgramme, NextAgm, agmWordsOf } from './agm-hero-details';

/**
 * One meeting as its pages show it: the heading band with its invitation before the day and its
 * description after, its facts and actions, then its photos (none before the meeting).
 * `after` goes under the facts in the band (a link to the meeting's own page). Once the latest
 * meeting has been held, the note on the next one and its sign-up follow the photos.
 */
export function AgmMeeting({
  meeting,
  copy,
  secretariatEmail,
  next,
  after,
}: {
  meeting: Agm;
  /** The page's copy, filled with this meeting's facts; its `sections.photos` heads the photos. */
  copy: PageCopy;
  secretariatEmail: string;
  /** The next meeting's note and sign-up, once this one has been held: only for the latest meeting. */
  next?: { title: string; text: string; signup: SignupForm };
  after?: ReactNode;
}) {
  const photos = copy.sections?.photos;
  const words = agmWordsOf(copy.texts);
  return (
    <>
      <PageIntro
        copy={{ ...copy, eyebrow: meeting.title }}
        // Once the meeting has been held, on its own page: the programme drawn as a page beside the facts.
        aside={
          next ? undefined : (
            <UntilOver lastDay={meeting.date} over={<AgmProgramme agm={meeting} words={words} />}>
              {null}
            </UntilOver>
          )
        }
        intro={
          <UntilOver lastDay={meeting.date} over={meeting.description}>
            {meeting.invitation}
          </UntilOver>
        }
      >
        <AgmHeroDetails agm={meeting} words={words} secretariatEmail={secretariatEmail} programmeBeside={!next} />
        {after}
      </PageIntro>
      {meeting.photos.length > 0 && photos ? (
        <Section id="photos" {...photos}>
          <PhotoGrid photos={meeting.photos} label={copy.texts?.viewer ?? photos.title} variant="mosaic" />
        </Section>
      ) : null}
      {/* Once the latest meeting has been held: when the next is announced, and the sign-up, after its photos. */}
      {next ? (
        <UntilOver lastDay={meeting.date} over={<NextAgm {...next} />}>
          {null}
        </UntilOver>
      ) : null}
    </>
  );
}
