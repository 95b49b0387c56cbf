import type { IconNode } from 'lucide';
import type { Link } from '@/content/schema';
import { Card } from './card';
import { Svg } from './svg';
import { TextLink } from './text-link';

/** Where a page has nothing of a kind to show yet (no event to come, no photograph), with ways to what it has. */
export function EmptyNote({ icon, text, links }: { icon: IconNode; text: string; links: readonly Link[] }) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Svg node={icon} className="size-10 shrink-0 text-brand-700" />
      <div>
        <p className="font-semibold text-pretty text-brand-900">{text}</p>
        <p className="mt-3 flex flex-col items-start gap-y-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
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
