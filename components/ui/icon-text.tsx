import type { ElementType, ReactNode } from 'react';
import type { IconNode } from 'lucide';
import { cn } from '@/lib/cn';
import { Svg } from './svg';

/** A small icon before a short text: a date, a place, a count in a card's meta line. */
export function IconText({
  icon,
  as: Tag = 'span',
  className,
  children,
}: {
  icon: IconNode;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={cn('flex items-center gap-1.5', className)}>
      <Svg node={icon} className="size-4 shrink-0" />
      {children}
    </Tag>
  );
}
