import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// No gold: gold is kept for a page's one main action (components/ui/README.md).
export type BadgeTone = 'green' | 'blue' | 'orange' | 'plum' | 'gray' | 'brand';

const tones: Record<BadgeTone, string> = {
  green: 'bg-brand-100 text-brand-800',
  blue: 'bg-sky-100 text-sky-800',
  orange: 'bg-earth-100 text-earth-800',
  plum: 'bg-plum-100 text-plum-800',
  gray: 'bg-gray-100 text-gray-700',
  brand: 'bg-brand-700 text-white',
};

export function Badge({ tone = 'green', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-pill px-3 py-1 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
