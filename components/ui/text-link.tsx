import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { SmartLink } from './smart-link';

export type TextLinkTone = 'brand' | 'light';

const tones: Record<TextLinkTone, string> = {
  brand: 'text-brand-700 hover:text-brand-900',
  light: 'text-white hover:text-earth-200',
};

/**
 * An underlined link inside text; `light` on the dark green bands. Also for a button that reads as
 * a link. Joined without merging, like buttonClasses: `className` adds, the tone sets the colour.
 */
export function textLinkClasses(tone: TextLinkTone = 'brand', className?: string): string {
  return clsx('font-semibold underline underline-offset-4', tones[tone], className);
}

export function TextLink({ tone, className, ...rest }: ComponentProps<typeof SmartLink> & { tone?: TextLinkTone }) {
  return <SmartLink className={textLinkClasses(tone, className)} {...rest} />;
}
