import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The viewer's box. Its height is fixed in every state (placeholder, loading, loaded, error), so
 * loading the viewer never shifts the page.
 */
export function PdfFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex h-[36rem] flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-brand-900/10 sm:h-[48rem]',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A centred message inside the viewer. */
export function PdfMessage({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div role={role} className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center text-ink-muted">
      {children}
    </div>
  );
}
