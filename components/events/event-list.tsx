import { MapPin } from 'lucide';
import type { EventKind, EventMonth, SiteEvent } from '@/lib/events';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SmartLink } from '@/components/ui/smart-link';
import { Svg } from '@/components/ui/svg';

export type EventKindLabels = Record<EventKind, string>;

const kindTones: Record<EventKind, BadgeTone> = {
  training: 'green',
  course: 'blue',
  agm: 'brand',
  conference: 'orange',
};

export function EventList({
  events,
  kinds,
  heading: Heading = 'h3',
}: {
  events: readonly SiteEvent[];
  kinds: EventKindLabels;
  heading?: 'h3' | 'h4';
}) {
  return (
    // Out of the search index: every event is found where it links, on its training's, course's or meeting's page.
    <ul className="divide-y divide-brand-900/10 rounded-card bg-white ring-1 ring-brand-900/10" data-pagefind-ignore>
      {events.map((item) => (
        <li
          key={`${item.kind}-${item.first}-${item.title}`}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-6 gap-y-2 px-5 py-4 sm:grid-cols-[12.5rem_minmax(0,1fr)_auto]"
        >
          <p className="col-start-1 row-start-1 text-sm font-semibold text-brand-800">
            <time dateTime={item.first}>{item.when}</time>
          </p>
          <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1">
            <Heading className="font-bold text-brand-900">
              <SmartLink href={item.href} className="underline-offset-4 hover:underline">
                {item.title}
              </SmartLink>
            </Heading>
            {item.place ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
                <Svg node={MapPin} className="size-4 shrink-0 text-brand-700" />
                {item.place}
              </p>
            ) : null}
          </div>
          {/* Beside the date on a phone; at the row's right end from 640 px. */}
          <p className="col-start-2 row-start-1 sm:col-start-3">
            <Badge tone={kindTones[item.kind]}>{kinds[item.kind]}</Badge>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Events month by month, the months beside them from 1024 px like a diary's margin. */
export function EventMonths({ months, kinds }: { months: readonly EventMonth[]; kinds: EventKindLabels }) {
  return (
    <div className="space-y-8">
      {months.map((month) => (
        <section
          key={month.key}
          aria-labelledby={`month-${month.key}`}
          className="lg:grid lg:grid-cols-[10rem_minmax(0,1fr)] lg:gap-8"
        >
          <h3 id={`month-${month.key}`} className="mb-3 text-lg font-bold text-brand-900 lg:mb-0 lg:pt-3.5">
            {month.label}
          </h3>
          <EventList events={month.events} kinds={kinds} heading="h4" />
        </section>
      ))}
    </div>
  );
}
