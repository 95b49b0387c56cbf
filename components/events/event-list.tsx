import { MapPin } from 'lucide';
import type { EventKind, EventMonth, SiteEvent } from '@/lib/events';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { SmartLink } from '@/components/ui/smart-link';
import { Svg } from '@/components/ui/svg';

/** The words for each kind of event, from the page's copy. */
export type EventKindLabels = Record<EventKind, string>;

const kindTones: Record<EventKind, BadgeTone> = {
  training: 'green',
  course: 'blue',
  agm: 'gold',
  conference: 'orange',
};

type Heading = 'h3' | 'h4';

/** Events as a list: when, what kind, the title linking to the page that tells more, and where. */
export function EventList({
  events,
  kinds,
  heading: Heading = 'h3',
}: {
  events: readonly SiteEvent[];
  kinds: EventKindLabels;
  heading?: Heading;
}) {
  return (
    <ul className="divide-y divide-brand-900/10 rounded-card bg-white ring-1 ring-brand-900/10">
      {events.map((item) => (
        <li
          key={`${item.kind}-${item.first}-${item.title}`}
          className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:gap-6"
        >
          <p className="shrink-0 text-sm font-semibold text-brand-800 sm:w-56">
            <time dateTime={item.first}>{item.when}</time>
          </p>
          <div className="min-w-0">
            <Badge tone={kindTones[item.kind]}>{kinds[item.kind]}</Badge>
            <Heading className="mt-2 font-bold text-brand-900">
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
        </li>
      ))}
    </ul>
  );
}

/** Events month by month: a heading per month, its events below. */
export function EventMonths({ months, kinds }: { months: readonly EventMonth[]; kinds: EventKindLabels }) {
  return (
    <div className="space-y-8">
      {months.map((month) => (
        <section key={month.key} aria-labelledby={`month-${month.key}`}>
          <h3 id={`month-${month.key}`} className="mb-3 text-lg font-bold text-brand-900">
            {month.label}
          </h3>
          <EventList events={month.events} kinds={kinds} heading="h4" />
        </section>
      ))}
    </div>
  );
}
