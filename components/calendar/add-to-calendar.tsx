import { CalendarPlus, Rss } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { trainingsFeedPath } from '@/lib/calendar-files';
import { cn } from '@/lib/cn';
import { anchorId } from '@/lib/slug';

type Tone = 'light' | 'dark';

// `dark` on the dark page heroes.
const linkClasses: Record<Tone, string> = {
  light:
    'inline-flex min-h-11 items-center gap-2 rounded-pill px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-900/15 hover:bg-brand-50',
  dark: 'inline-flex min-h-11 items-center gap-2 rounded-pill px-3 text-sm font-semibold text-brand-50 ring-1 ring-white/30 hover:bg-white/10',
};

/**
 * Downloads the event's .ics file (made by the post-build step); nothing when it has none (`href` null).
 * The accessible name starts with the visible text (for voice control) and names the event.
 */
export function AddToCalendar({
  href,
  title,
  className,
  tone = 'light',
}: {
  href: string | null;
  title: string;
  className?: string;
  tone?: Tone;
}) {
  if (!href) return null;
  return (
    <a
      href={href}
      download={`${anchorId(title) || 'event'}.ics`}
      type="text/calendar"
      aria-label={`Add to calendar: ${title}`}
      className={cn(linkClasses[tone], className)}
    >
      <Svg node={CalendarPlus} className="size-4 shrink-0" />
      Add to calendar
    </a>
  );
}

/**
 * The feed of all trainings: a plain https link to the .ics feed works everywhere, and can be pasted into
 * a calendar app's "subscribe from URL" (webcal:// links do nothing on Android).
 */
export function TrainingsFeedLink({ className, tone = 'light' }: { className?: string; tone?: Tone }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <a href={trainingsFeedPath} type="text/calendar" className={linkClasses[tone]}>
        <Svg node={Rss} className="size-4 shrink-0" />
        Subscribe to all trainings
      </a>
      <span className={cn('text-sm', tone === 'dark' ? 'text-brand-100' : 'text-ink-muted')}>
        A calendar feed (.ics) of the trainings to come and of the recent ones; calendar apps keep it up to date.
      </span>
    </p>
  );
}
