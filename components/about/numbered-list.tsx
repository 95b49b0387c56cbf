import type { FeatureCard } from '@/content/types';
import { cn } from '@/lib/cn';

/**
 * Items as a numbered list in columns, without card chrome: the order reads as a sequence, and six
 * strategies take a third of the height their icon cards took on a phone.
 */
export function NumberedList({ items, className }: { items: readonly FeatureCard[]; className?: string }) {
  return (
    <ol className={cn('grid gap-x-10 gap-y-5 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3', className)}>
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 border-t-2 border-brand-100 pt-4">
          <span
            aria-hidden="true"
            className="w-9 shrink-0 text-2xl leading-7 font-bold text-earth-600 tabular-nums sm:text-3xl"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className="text-base font-bold text-brand-900 sm:text-lg">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted sm:text-base">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
