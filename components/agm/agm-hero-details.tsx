import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Calendar, CircleCheck, Download, Mail, MapPin, Users, type IconNode } from 'lucide';
import type { Agm } from '@/content/schema';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { PaperHeading, paperSheet } from '@/components/ui/paper-page';
import { site } from '@/content/site';
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
  'programmeKind',
] as const;

type AgmWords = Record<(typeof agmWordKeys)[number], string>;

/** The meeting's words from a page's `texts`; a missing one stops the build, named. */
export function agmWordsOf(texts: Record<string, string> | undefined): AgmWords {
  const missing = agmWordKeys.filter((key) => !texts?.[key]);
  if (missing.length > 0) throw new Error(`content/pages.ts: an AGM page's texts lack ${missing.join(', ')}`);
  return texts as AgmWords;
}

function ProgrammeLink({ href, label, onPaper = false }: { href: string; label: string; onPaper?: boolean }) {
  return (
    <a
      href={href}
      download
      className={buttonClasses(onPaper ? 'outline' : 'ghost-dark', 'lg', onPaper ? 'mt-8' : undefined)}
    >
      <Svg node={Download} className="size-5" />
      {label}
    </a>
  );
}

/**
 * The next meeting's note and sign-up: a dark card, text beside the field from 1024 px. The field is the
 * newsletter's, so the footer's own steps aside on this page (app/globals.css).
 */
export function NextAgm({ title, text, signup }: { title: string; text: string; signup: SignupForm }) {
  return (
    <section aria-labelledby="next-agm" className="py-12 sm:py-16">
      <Container>
        <div
          data-newsletter-signup=""
          className="grid gap-6 rounded-card bg-brand-900 p-6 text-white shadow-lift sm:p-10 lg:grid-cols-2 lg:items-center lg:gap-12"
        >
          <div>
            <h2 id="next-agm" className="text-2xl font-bold text-white sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-brand-50">{text}</p>
          </div>
          <FooterSubscribe signup={signup} id="next-agm-email" />
        </div>
      </Container>
    </section>
  );
}

/** A held meeting's programme drawn as a page beside its facts from 1024 px, its download a quiet one: the meeting is over. */
export function AgmProgramme({ agm, words }: { agm: Agm; words: AgmWords }) {
  return (
    // A second sheet under the first, turned a little: a document, not a panel (the top one stays
    // square, so its text stays sharp).
    <div className="relative w-full max-w-md lg:ml-auto">
      <div aria-hidden="true" className="absolute inset-0 -rotate-3 rounded-sm bg-white/20" />
      <div className={cn(paperSheet, 'relative flex flex-col p-6 sm:p-8')}>
        <PaperHeading letterhead={site.name} kicker={words.programmeKind} title={agm.title} />
        <ProgrammeLink href={agm.programmePdf} label={words.programme} onPaper />
      </div>
    </div>
  );
}

/** The AGM's facts, and its actions before the meeting; once it has been held, that it was. */
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
          // A statement, not a control: a sign and plain text, no pill that reads as a button.
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="inline-flex items-center gap-2 font-semibold text-brand-50">
              <Svg node={CircleCheck} className="size-5 shrink-0 text-earth-200" />
              {words.held}
            </p>
          </div>
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
