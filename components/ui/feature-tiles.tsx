import type { ReactNode } from 'react';
import type { FeatureCard } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Icon } from './icon';
import { Card } from './card';

export type FeatureColumns = 4 | 5;

const columnClasses = {
  4: 'sm:grid-cols-4 fill-pairs lg:grid-cols-4',
  5: 'sm:grid-cols-4 fill-pairs fill-rows lg:grid-cols-6 xl:grid-cols-5 xl:*:col-span-1',
};

/** One icon card; an action below it (`children`) is pushed to the bottom, so the actions of a row line up. */
export function FeatureTile({
  item,
  as = 'div',
  children,
}: {
  item: FeatureCard;
  as?: 'div' | 'li';
  children?: ReactNode;
}) {
  return (
    // On phones, a tile without an action sets its icon beside its text: a column of cards half as tall.
    <Card as={as} className={children ? 'flex flex-col' : 'h-full max-sm:flex max-sm:gap-4 max-sm:p-5'}>
      <span
        className={cn(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
          !children && 'max-sm:size-10',
        )}
      >
        <Icon name={item.icon} />
      </span>
      <div className={cn(children && 'flex flex-1 flex-col')}>
        <h3 className={cn('mt-4 text-lg font-bold text-balance text-brand-900', !children && 'max-sm:mt-0')}>
          {item.title}
        </h3>
        <p className={cn('mt-2 text-base text-ink-muted sm:text-sm', children ? 'flex-1' : 'max-sm:mt-1')}>
          {item.description}
        </p>
      </div>
      {children}
    </Card>
  );
}

/**
 * The icon cards without scroll reveal. This module imports no motion code, so a page that has no
 * other animation ships no framer-motion; FeatureGrid passes `wrap` to add the reveal.
 */
export function StaticFeatureGrid({
  items,
  columns,
  wrap,
}: {
  items: FeatureCard[];
  columns: FeatureColumns;
  wrap?: (tile: ReactNode, index: number) => ReactNode;
}) {
  return (
    <ul className={cn('grid gap-5', columnClasses[columns])}>
      {items.map((item, index) => {
        const tile = <FeatureTile item={item} />;
        return <li key={item.title}>{wrap ? wrap(tile, index) : tile}</li>;
      })}
    </ul>
  );
}
