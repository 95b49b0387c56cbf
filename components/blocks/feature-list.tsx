import type { IconName } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

const grids = {
  1: 'gap-5 sm:gap-6',
  3: 'gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3',
  4: 'gap-5 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4',
  numbered: 'gap-x-10 gap-y-5 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3',
};

/** Items as a list without card chrome: `numbered` (01, 02, ...) as a sequence, else each with its small icon. */
export function FeatureList({
  items,
  numbered = false,
  columns = 1,
}: {
  items: readonly { title: string; description: string; icon?: IconName }[];
  numbered?: boolean;
  columns?: 1 | 3 | 4;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cn('grid', grids[numbered ? 'numbered' : columns])}>
      {items.map((item, index) => (
        <li key={item.title} className={cn('flex gap-4', numbered && 'border-t-2 border-brand-100 pt-4')}>
          {numbered ? (
            <span
              aria-hidden="true"
              className="w-9 shrink-0 text-2xl leading-7 font-bold text-earth-600 tabular-nums sm:text-3xl"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : item.icon ? (
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          <div>
            <h3 className="text-base font-bold text-brand-900 sm:text-lg">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted sm:text-base">{item.description}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
