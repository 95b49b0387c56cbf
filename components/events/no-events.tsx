import { CalendarClock } from 'lucide';
import type { Link } from '@/content/schema';
import { Card } from '@/components/ui/card';
import { Svg } from '@/components/ui/svg';
import { TextLink } from '@/components/ui/text-link';

/** The one message when nothing is to come, with the ways to hear of the next dates. */
export function NoEvents({ text, links }: { text: string; links: readonly Link[] }) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Svg node={CalendarClock} className="size-10 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-brand-900">{text}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {links.map((link) => (
            <TextLink key={link.href} href={link.href} standalone>
              {link.label}
            </TextLink>
          ))}
        </p>
      </div>
    </Card>
  );
}
