import { CalendarClock } from 'lucide';
import type { Link } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Svg } from '@/components/ui/svg';
import { TextLink } from '@/components/ui/text-link';

/** Where a page's next events would stand when none is scheduled: where they will be announced. */
export function NextEventsNote({ text, link, className }: { text: string; link: Link; className?: string }) {
  return (
    <p
      className={cn(
        'flex max-w-2xl items-start gap-3 rounded-card bg-brand-50/70 px-5 py-4 text-left text-ink ring-1 ring-brand-900/5',
        className,
      )}
    >
      <Svg node={CalendarClock} className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        {text} <TextLink href={link.href}>{link.label}</TextLink>
      </span>
    </p>
  );
}
