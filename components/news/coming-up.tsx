'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { upcomingEvents, type SiteEvent } from '@/lib/events';
import { EventList, type EventKindLabels } from '@/components/events/event-list';
import { useToday } from '@/components/time/use-today';

const Upcoming = createContext<readonly SiteEvent[]>([]);

/**
 * What a page shows where events may stand: `some` while an event is to come (ongoing or later),
 * `none` when nothing is. The HTML decides with the build day and the browser again with its own
 * calendar (components/time), so a page served after its last event no longer leads with it, and a
 * visitor whose clock is earlier than the build still sees what was to come. Inside `some`,
 * `UpcomingEventList` lists the first `count` events still to come.
 */
export function ComingUp({
  events,
  count,
  some = null,
  none = null,
}: {
  /** Every dated event, the earliest first. */
  events: readonly SiteEvent[];
  count: number;
  some?: ReactNode;
  none?: ReactNode;
}) {
  const upcoming = upcomingEvents(events, useToday()).slice(0, count);
  // Keyed apart, as UntilOver's: the swap replaces the content instead of reusing its elements.
  return upcoming.length > 0 ? (
    <Upcoming key="some" value={upcoming}>
      {some}
    </Upcoming>
  ) : (
    <Upcoming key="none" value={upcoming}>
      {none}
    </Upcoming>
  );
}

/** The events still to come, inside `ComingUp`'s `some`. */
export function UpcomingEventList({ kinds }: { kinds: EventKindLabels }) {
  return <EventList events={useContext(Upcoming)} kinds={kinds} />;
}

/**
 * A box whose classes follow the same choice as `ComingUp`: `some` while an event is to come, `none`
 * when nothing is (a section's ground, which alternates with the sections around it).
 */
export function ComingUpClasses({
  events,
  some,
  none,
  children,
}: {
  events: readonly SiteEvent[];
  some: string;
  none: string;
  children: ReactNode;
}) {
  return <div className={upcomingEvents(events, useToday()).length > 0 ? some : none}>{children}</div>;
}
