import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type CardStyle = {
  /** A gold ring instead of the faint one: the popular fee, the featured item. */
  highlight?: boolean;
  /** Without the inner padding, for a card whose content runs to its edges (a photo, a table). */
  flush?: boolean;
};

/** The white card with the brand shadow; `className` overrides any of it (`p-8`, `sm:p-8`, `bg-brand-50`). */
export function cardClasses({ highlight = false, flush = false }: CardStyle = {}, className?: string): string {
  return cn(
    'rounded-card bg-white shadow-card',
    !flush && 'p-6',
    highlight ? 'ring-2 ring-earth-400' : 'ring-1 ring-brand-900/5',
    className,
  );
}

type CardProps = HTMLAttributes<HTMLElement> &
  CardStyle & { as?: 'div' | 'article' | 'li' | 'section' | 'figure' | 'dl' | 'p' };

export function Card({ as: Tag = 'div', highlight, flush, className, ...rest }: CardProps) {
  return <Tag className={cardClasses({ highlight, flush }, className)} {...rest} />;
}
