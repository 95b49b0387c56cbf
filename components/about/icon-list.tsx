import type { FeatureCard } from '@/content/types';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

/** Items with a small icon beside their title and text: lighter than a grid of cards. */
export function IconList({
  items,
  columns = 1,
  className,
}: {
  items: readonly FeatureCard[];
  columns?: 1 | 2 | 4;
  className?: string;
}) {
  const grid = { 1: '', 2: 'sm:grid-cols-2', 4: 'sm:grid-cols-2 xl:grid-cols-4' }[columns];
  return (
    <ul className={cn('grid gap-5 sm:gap-6', grid, className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="text-base font-bold text-brand-900 sm:text-lg">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted sm:text-base">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
