import { cn } from '@/lib/cn';

/** The quiet rounded control of a choice or shortcut (search scopes, popular pages, the partners' pause). */
export function chipClasses(className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-900/15 hover:bg-brand-50',
    className,
  );
}
