import { clsx } from 'clsx';

export type CardStyle = {
  /** A gold ring instead of the faint one: the popular fee, the featured item. */
  highlight?: boolean;
  /** Without the inner padding, for a card whose content runs to its edges (a photo, a table). */
  flush?: boolean;
};

/**
 * The white card with the brand shadow, for an element that cannot be a <Card> (a link, a
 * <details>) or one inside a client component. It joins without merging, so tailwind-merge stays
 * out of the browser's JavaScript: `className` may add classes but not replace the card's own
 * (use `flush` and give the padding).
 */
export function cardClasses({ highlight = false, flush = false }: CardStyle = {}, className?: string): string {
  return clsx(
    'rounded-card bg-white shadow-card',
    !flush && 'p-6',
    highlight ? 'ring-2 ring-earth-400' : 'ring-1 ring-brand-900/5',
    className,
  );
}
