import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type CardStyle = {
  /** A gold ring instead of the faint one: the popular fee, the featured item. */
  highlight?: boolean;
  /** Without the inner padding: for a card whose content runs to its edges (a photo, a table), or that gives its own. */
  flush?: boolean;
};

/**
 * The white card with the brand shadow, for an element that cannot be a <Card> (a link, a <details>).
 * `className` adds, never replaces (lib/cn.ts): a card with a padding of its own is `flush` and gives it.
 */
export function cardClasses({ highlight = false, flush = false }: CardStyle = {}, className?: string): string {
  return cn(
    'rounded-card bg-white shadow-card',
    !flush && 'p-6',
    highlight ? 'ring-2 ring-brand-600' : 'ring-1 ring-brand-900/5',
    className,
  );
}

type CardProps = HTMLAttributes<HTMLElement> &
  CardStyle & { as?: 'div' | 'article' | 'li' | 'section' | 'figure' | 'dl' };

export function Card({ as: Tag = 'div', highlight, flush, className, ...rest }: CardProps) {
  return <Tag className={cardClasses({ highlight, flush }, className)} {...rest} />;
}

/**
 * A list of short cards (a tier, a membership grade): on phones one card of rows divided by rules, far
 * shorter than a column of cards; from 640 px a card each, laid out by `layout` (all from `sm:`).
 */
export function cardLadderList(layout: string): string {
  return cn(
    'rounded-card bg-white shadow-card ring-1 ring-brand-900/5',
    'divide-y divide-brand-900/10 sm:divide-y-0 sm:rounded-none sm:bg-transparent sm:shadow-none sm:ring-0',
    layout,
  );
}

export const cardLadder = {
  list: cardLadderList('sm:grid sm:grid-cols-2 sm:gap-5 lg:grid-cols-4'),
  item: 'px-5 py-4 sm:rounded-card sm:bg-white sm:p-6 sm:shadow-card sm:ring-1 sm:ring-brand-900/5',
};
