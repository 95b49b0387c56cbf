import type { ReactNode } from 'react';
import type { FeatureCard } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Icon } from './icon';
import { Card } from './card';

export type FeatureColumns = 2 | 3 | 4 | 5;

export function featureGridClasses(columns: FeatureColumns, className?: string): string {
  const cols = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
    5: 'sm:grid-cols-2 lg:grid-cols-5',
  }[columns];
  return cn('grid gap-5', cols, className);
}

/**
 * One icon card: icon, title and description, and an optional action below (a button), which the
 * description pushes to the bottom so the actions of a row line up.
 */
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
    <Card as={as} className={children ? 'flex flex-col' : 'h-full'}>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={item.icon} />
      </span>
      <h3 className="mt-4 text-lg font-bold text-brand-900">{item.title}</h3>
      <p className={cn('mt-2 text-sm text-ink-muted', children && 'flex-1')}>{item.description}</p>
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
  columns = 3,
  className,
  wrap,
}: {
  items: FeatureCard[];
  columns?: FeatureColumns;
  className?: string;
  wrap?: (tile: ReactNode, index: number) => ReactNode;
}) {
  return (
    <ul className={featureGridClasses(columns, className)}>
      {items.map((item, index) => {
        const tile = <FeatureTile item={item} />;
        return <li key={item.title}>{wrap ? wrap(tile, index) : tile}</li>;
      })}
    </ul>
  );
}
