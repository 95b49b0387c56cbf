import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Mail } from 'lucide';
import { SmartLink } from './smart-link';
import { Svg } from './svg';

type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'ghost-dark' | 'light' | 'accent';
type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  'ghost-dark': 'text-brand-50 ring-1 ring-white/25 hover:bg-white/10 hover:text-white',
  light: 'bg-white text-brand-900 hover:bg-brand-50 shadow-sm',
  accent: 'bg-earth-300 text-ink hover:bg-earth-200 shadow-sm',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** `className` adds (width, margin, alignment) and never restyles: variant and size say the rest (lib/cn.ts). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

type Style = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Style) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

/** A link drawn as a button; a mailto: one shows an envelope, so the visitor knows it opens their mail app. */
export function ButtonLink({ variant, size, className, children, ...rest }: ComponentProps<typeof SmartLink> & Style) {
  return (
    <SmartLink className={buttonClasses(variant, size, className)} {...rest}>
      {rest.href.startsWith('mailto:') ? <Svg node={Mail} className="size-4 shrink-0" /> : null}
      {children}
    </SmartLink>
  );
}
