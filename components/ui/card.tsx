import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type CardProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'li' | 'section'; highlight?: boolean };

export function Card({ as: Tag = 'div', highlight = false, className, ...rest }: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-card bg-white p-6 shadow-card',
        highlight ? 'ring-2 ring-earth-400' : 'ring-1 ring-brand-900/5',
        className,
      )}
      {...rest}
    />
  );
}
