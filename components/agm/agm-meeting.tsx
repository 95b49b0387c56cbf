import { CircleCheck } from 'lucide';
import type { Agm, PageCopy } from '@/content/schema';
import { cardLadder } from '@/components/ui/card';
import { Svg } from '@/components/ui/svg';
import { PhotoGrid } from '@/components/media/photo-grid';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { UntilOver } from '@/components/time/until-over';
import { photographsOf } from '@/lib/stand-ins';
import type { SignupForm } from '@/lib/signups';
import { AgmHeroDetails, AgmProgramme, NextAgm, agmWordsOf } from './agm-hero-details';

/**
 * One meeting as its page shows it (/agm, or its year's page): the heading band, then once it has been
 * held what it decided, its photos (not its stand-in drawings) and, for the latest, the next one's note.
 */
export function AgmMeeting({
  meeting,
  copy,
  secretariatEmail,
  next,
}: {
  meeting: Agm;
  /** The page's copy, filled with this meeting's facts. */
  copy: PageCopy;
  secretariatEmail: string;
  /** Only for the latest meeting. */
  next?: { title: string; text: string; signup: SignupForm };
}) {
  const pictures = photographsOf(meeting.photos);
  const photos = copy.sections?.photos;
  const outcomes = copy.sections?.outcomes;
  const words = agmWordsOf(copy.texts);
  return (
    <>
      <PageIntro
        copy={{ ...copy, eyebrow: meeting.title }}
        aside={
          <UntilOver lastDay={meeting.date} over={<AgmProgramme agm={meeting} words={words} />}>
            {null}
          </UntilOver>
        }
        intro={
          <UntilOver lastDay={meeting.date} over={meeting.description}>
            {meeting.invitation}
          </UntilOver>
        }
      >
        <AgmHeroDetails agm={meeting} words={words} secretariatEmail={secretariatEmail} />
      </PageIntro>
      {/* Once the meeting is held, the next one is what a visitor can act on: it comes first. */}
      {next ? (
        <UntilOver lastDay={meeting.date} over={<NextAgm {...next} />}>
          {null}
        </UntilOver>
      ) : null}
      {meeting.outcomes && outcomes ? (
        <UntilOver
          lastDay={meeting.date}
          over={
            <Section id="outcomes" {...outcomes} tone="tint">
              <ol className={cardLadder.list}>
                {meeting.outcomes.map((outcome) => (
                  <li key={outcome.title} className={cardLadder.item}>
                    <Svg node={CircleCheck} className="size-7 text-brand-700" />
                    <h3 className="mt-3 text-lg font-bold text-balance text-brand-900">{outcome.title}</h3>
                    <p className="mt-1 text-ink-muted sm:mt-2">{outcome.description}</p>
                  </li>
                ))}
              </ol>
            </Section>
          }
        >
          {null}
        </UntilOver>
      ) : null}
      {pictures.length > 0 && photos ? (
        <Section id="photos" {...photos}>
          <PhotoGrid photos={pictures} label={copy.texts?.viewer ?? photos.title} variant="mosaic" />
        </Section>
      ) : null}
    </>
  );
}
