'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { upcomingEvents, type SiteEvent } from '@/lib/events';
import { EventList, type EventKindLabels } from '@/components/events/event-list';
import { useToday } from '@/components/time/use-today';

const Upcoming = createContext<readonly SiteEvent[]>([]);

/**
 * `some` while an event is to come (ongoing or later), `none` when nothing is: by the build day in the
 * HTML, then by the visitor's calendar. Inside `some`, `UpcomingEventList` lists the first `count`.
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
  return (
    <Upcoming key={upcoming.length > 0 ? 'some' : 'none'} value={upcoming}>
      {upcoming.length > 0 ? some : none}
    </Upcoming>
  );
}

/** The events still to come, inside `ComingUp`'s `some`. */
export function UpcomingEventList({ kinds }: { kinds: EventKindLabels }) {
  return <EventList events={useContext(Upcoming)} kinds={kinds} />;
}

/** A box whose classes (a section's ground) follow the same choice as `ComingUp`. */
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
