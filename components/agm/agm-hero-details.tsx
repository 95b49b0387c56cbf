import type { ReactNode } from 'react';
import { Calendar, Download, Mail, MapPin, Users, type IconNode } from 'lucide';
import type { Agm } from '@/content/schema';
import { buttonClasses } from '@/components/ui/button';
import { Svg } from '@/components/ui/svg';
import { formatLongDate } from '@/lib/dates';
import { mailto } from '@/lib/format';
import { agmCalendarPath } from '@/lib/calendar-files';
import { AddToCalendar, TrainingsFeedLink } from '@/components/calendar/add-to-calendar';
import { UntilOver } from '@/components/time/until-over';
import { FooterSubscribe } from '@/components/layout/footer-subscribe';
import type { SignupForm } from '@/lib/signups';

const agmWordKeys = [
  'date',
  'venue',
  'attendance',
  'register',
  'registerSubject',
  'attendee',
  'attendeeSubject',
  'programme',
  'held',
] as const;

/** The meeting's words (content/pages.ts, the AGM pages' `texts`). */
export type AgmWords = Record<(typeof agmWordKeys)[number], string>;

/** The meeting's words from a page's `texts`; a missing one stops the build, named. */
export function agmWordsOf(texts: Record<string, string> | undefined): AgmWords {
  const missing = agmWordKeys.filter((key) => !texts?.[key]);
  if (missing.length > 0) throw new Error(`content/pages.ts: an AGM page's texts lack ${missing.join(', ')}`);
  return texts as AgmWords;
}

function ProgrammeLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses('ghost-dark', 'lg')}>
      <Svg node={Download} className="size-5" />
      {label}
    </a>
  );
}

/** Once the meeting has been held and no later one is published: the next one is to be announced, with a sign-up. */
/** The next meeting's note and sign-up, beside the held meeting's facts from 1024 px, under them on a phone. */
export function NextAgm({ title, text, signup }: { title: string; text: string; signup: SignupForm }) {
  return (
    <section aria-labelledby="next-agm" className="max-w-xl rounded-card bg-white/10 p-5 ring-1 ring-white/15 sm:p-6">
      <h2 id="next-agm" className="text-xl font-bold text-white">
        {title}
      </h2>
      <p className="mt-2 mb-4 text-brand-50">{text}</p>
      <FooterSubscribe signup={signup} />
    </section>
  );
}

/**
 * The AGM's date, venue and attendance, and its actions: two registration emails and the programme
 * before the meeting; once it has been held, when it was, the programme and, for the latest meeting,
 * the next one to come.
 */
export function AgmHeroDetails({
  agm,
  words,
  secretariatEmail,
}: {
  agm: Agm;
  words: AgmWords;
  secretariatEmail: string;
}) {
  const facts: { icon: IconNode; label: string; value: ReactNode }[] = [
    { icon: Calendar, label: words.date, value: <time dateTime={agm.date}>{formatLongDate(agm.date)}</time> },
    { icon: MapPin, label: words.venue, value: agm.venue },
    { icon: Users, label: words.attendance, value: agm.attendees },
  ];
  return (
    <>
      {/* On a phone one panel of rows, label and value side by side; three tiles from 640 px. */}
      <dl className="mt-8 grid max-w-3xl divide-y divide-white/15 rounded-card bg-white/10 ring-1 ring-white/15 sm:grid-cols-3 sm:gap-3 sm:divide-y-0 sm:bg-transparent sm:ring-0">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex items-center justify-between gap-3 px-4 py-3 sm:block sm:rounded-card sm:bg-white/10 sm:p-4 sm:ring-1 sm:ring-white/15"
          >
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-100 uppercase">
              <Svg node={fact.icon} className="size-5 shrink-0 text-earth-200" />
              {fact.label}
            </dt>
            <dd className="text-right text-base font-bold text-white sm:mt-1 sm:text-left sm:text-lg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <UntilOver
        lastDay={agm.date}
        over={
          <>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <p className="rounded-pill bg-white/10 px-4 py-2.5 font-semibold text-white ring-1 ring-white/15">
                {words.held.replace('{date}', formatLongDate(agm.date))}
              </p>
              <ProgrammeLink href={agm.programmePdf} label={words.programme} />
            </div>
          </>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={mailto(secretariatEmail, words.registerSubject.replace('{title}', agm.title))}
            className={buttonClasses('accent', 'lg')}
          >
            <Svg node={Mail} className="size-5" />
            {words.register}
          </a>
          <a
            href={mailto(secretariatEmail, words.attendeeSubject.replace('{title}', agm.title))}
            className={buttonClasses('light', 'lg')}
          >
            <Svg node={Users} className="size-5" />
            {words.attendee}
          </a>
          <ProgrammeLink href={agm.programmePdf} label={words.programme} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <AddToCalendar href={agmCalendarPath(agm)} title={agm.title} tone="dark" />
          <TrainingsFeedLink tone="dark" />
        </div>
      </UntilOver>
    </>
  );
}
