import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide';
import { cn } from '@/lib/cn';
import { Svg } from '@/components/ui/svg';

/**
 * A field with a wrong value shows it three ways, not by colour alone (WCAG 1.4.1): a thicker border, a
 * tinted fill and its message with a warning sign. `dark` is for the dark green footer.
 */
export const fieldStateClasses = {
  light: { valid: 'border border-brand-900/25 bg-white', invalid: 'border-2 border-earth-700 bg-earth-50' },
  dark: { valid: 'border-0 bg-white', invalid: 'border-2 border-earth-300 bg-earth-50' },
} as const;

/** The message under a field with a wrong value; the field's aria-describedby names `id`. */
export function FieldError({
  id,
  tone = 'light',
  className,
  children,
}: {
  id: string;
  tone?: 'light' | 'dark';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        'flex items-start gap-1.5 text-sm font-semibold',
        tone === 'light' ? 'text-earth-800' : 'text-earth-200',
        className,
      )}
    >
      <Svg node={CircleAlert} className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
