import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { cardClasses, type CardStyle } from './card-classes';

type CardProps = HTMLAttributes<HTMLElement> &
  CardStyle & { as?: 'div' | 'article' | 'li' | 'section' | 'figure' | 'dl' | 'p' };

/** The white card with the brand shadow; `className` overrides any of it (`p-8`, `sm:p-8`). */
export function Card({ as: Tag = 'div', highlight, flush, className, ...rest }: CardProps) {
  return <Tag className={cn(cardClasses({ highlight, flush }), className)} {...rest} />;
}
