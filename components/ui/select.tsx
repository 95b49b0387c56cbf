import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide';
import { cn } from '@/lib/cn';
import { Svg } from './svg';

/**
 * A native select drawn like the site's text fields, with its own arrow: the browser's own list still
 * opens. `small` matches a search box's smaller type from 640 px.
 */
export function Select({
  className,
  small = false,
  children,
  ...props
}: ComponentProps<'select'> & { small?: boolean }) {
  return (
    <div className={cn('relative', className)}>
      <select
        {...props}
        className={cn(
          'min-h-11 w-full appearance-none rounded-xl border border-brand-900/20 bg-white py-2 pr-10 text-base text-ink focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none',
          small ? 'pl-3 sm:text-sm' : 'pl-4',
        )}
      >
        {children}
      </select>
      <Svg
        node={ChevronDown}
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
