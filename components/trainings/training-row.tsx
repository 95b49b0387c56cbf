import { Calendar, Clock, MapPin, Timer, Users } from 'lucide';
import type { IconNode } from 'lucide';
import type { ScheduledTraining as Training } from '@/content/schema';
import { trainingCalendarWords } from '@/content/trainings';
import { fillText } from '@/lib/fill-text';
import { mailto } from '@/lib/format';
import { trainingCalendarPath } from '@/lib/calendar-files';
import { anchorId } from '@/lib/slug';
import { formatDayRange, formatHours, formatMonthYear } from '@/lib/dates';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Svg } from '@/components/ui/svg';
import { ScheduleCell } from './training-table';

const words = trainingCalendarWords.row;

function Fact({ icon, label, children }: { icon: IconNode; label: string; children: string }) {
  return (
    <li className="flex items-center gap-2">
      <Svg node={icon} className="size-4 shrink-0 text-brand-700" />
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/** Places taken and left, for a training still to come. */
function Places({ training }: { training: Training }) {
  const spots = Math.max(0, training.capacity - training.registered);
  const full = spots === 0;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Badge tone={full ? 'orange' : 'green'}>
        <Svg node={Users} className="size-3.5" />
        {fillText(words.registered, { registered: training.registered, capacity: training.capacity })}
      </Badge>
      <span className="text-xs font-medium text-ink-muted">
        {full ? words.fullyBooked : fillText(spots === 1 ? words.spot : words.spots, { spots })}
      </span>
    </div>
  );
}

/** An email to register and the calendar file: stacked where the cell is narrow, side by side where wide. */
function RegistrationActions({ training, trainingEmail }: { training: Training; trainingEmail: string }) {
  const month = formatMonthYear(training.startDate);
  return (
    <div
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center md:flex-col md:items-stretch lg:mt-0"
      data-pagefind-ignore
    >
      <a
        href={mailto(trainingEmail, fillText(words.emailSubject, { title: training.title, month }))}
        className={buttonClasses('primary', 'md')}
      >
        {words.register}
        <span className="sr-only">
          : {training.title}, {month}
        </span>
      </a>
      <AddToCalendar href={trainingCalendarPath(training)} title={training.title} className="justify-center" />
    </div>
  );
}

export function TrainingDetails({ training }: { training: Training }) {
  return (
    <>
      <h3 id={anchorId(training.title)} className="scroll-mt-36 text-base font-bold text-brand-900">
        {training.title}
      </h3>
      <p className="mt-1 text-ink-muted">{training.description}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-ink-muted">
        <Fact icon={Timer} label={words.duration}>
          {training.duration}
        </Fact>
        <Fact icon={MapPin} label={words.location}>
          {training.location}
        </Fact>
      </ul>
    </>
  );
}

export function TrainingScheduleFacts({ training }: { training: Training }) {
  return (
    <ul className="space-y-1 text-ink">
      <Fact icon={Calendar} label={words.date}>
        {formatDayRange(training.span)}
      </Fact>
      <Fact icon={Clock} label={words.time}>
        {formatHours(training.time)}
      </Fact>
    </ul>
  );
}

/** The parts of the second cell while a training is to come; once over it shows its schedule alone. */
export function trainingStates(training: Training, trainingEmail: string) {
  return {
    upcoming: <Places training={training} />,
    actions: <RegistrationActions training={training} trainingEmail={trainingEmail} />,
  };
}

/** The second cell of a training's row; `past` on a year's page, whose title says they were held. */
export function TrainingSchedule({
  training,
  trainingEmail,
  past = false,
}: {
  training: Training;
  trainingEmail: string;
  past?: boolean;
}) {
  const states = past ? null : trainingStates(training, trainingEmail);
  return (
    <ScheduleCell
      facts={<TrainingScheduleFacts training={training} />}
      state={states?.upcoming}
      actions={states?.actions}
    />
  );
}
