import { Calendar, Clock, MapPin, Timer, Users } from 'lucide';
import type { IconNode } from 'lucide';
import type { Training } from '@/content/types';
import { formatMonthYear } from '@/lib/dates';
import { mailto } from '@/lib/format';
import { trainingCalendarPath } from '@/lib/calendar-files';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Svg } from '@/components/ui/svg';

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

/** One training: details in the first cell, schedule and registration in the second. Stacks on phones. */
export function TrainingRow({ training, trainingEmail }: { training: Training; trainingEmail: string }) {
  const spots = Math.max(0, training.capacity - training.registered);
  const full = spots === 0;
  const month = formatMonthYear(training.startDate);
  return (
    <tr className="align-top max-md:block">
      <td className="px-6 pt-5 pb-2 max-md:block md:py-5">
        <h3 className="text-base font-bold text-brand-900">{training.title}</h3>
        <p className="mt-1 text-ink-muted">{training.description}</p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-ink-muted">
          <Fact icon={Timer} label="Duration">
            {training.duration}
          </Fact>
          <Fact icon={MapPin} label="Location">
            {training.location}
          </Fact>
        </ul>
      </td>
      <td className="px-6 pt-2 pb-5 max-md:block md:w-72 md:py-5">
        <ul className="space-y-1 text-ink">
          <Fact icon={Calendar} label="Date">
            {month}
          </Fact>
          <Fact icon={Clock} label="Time">
            {training.time}
          </Fact>
        </ul>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone={full ? 'orange' : 'green'}>
            <Svg node={Users} className="size-3.5" />
            {training.registered}/{training.capacity} registered
          </Badge>
          <span className="text-xs font-medium text-ink-muted">
            {full ? 'Fully booked' : `${spots} ${spots === 1 ? 'spot' : 'spots'} available`}
          </span>
        </div>
        <a
          href={mailto(trainingEmail, `Training registration: ${training.title} (${month})`)}
          className={buttonClasses('primary', 'sm', 'mt-4')}
        >
          Register Now
          <span className="sr-only">
            : {training.title}, {month}
          </span>
        </a>
        <AddToCalendar href={trainingCalendarPath(training)} title={training.title} className="mt-2" />
      </td>
    </tr>
  );
}
