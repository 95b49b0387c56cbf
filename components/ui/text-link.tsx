import type { ComponentProps } from 'react';
import type { Link } from '@/content/schema';
import { cn } from '@/lib/cn';
import { SmartLink } from './smart-link';

type TextLinkTone = 'brand' | 'light';

const tones: Record<TextLinkTone, string> = {
  brand: 'text-brand-700 hover:text-brand-900',
  light: 'text-white hover:text-earth-200',
};

/** An underlined link inside text (or a button that reads as one); `light` on the dark green bands. */
export function textLinkClasses(tone: TextLinkTone = 'brand', className?: string): string {
  return cn('font-semibold underline underline-offset-4', tones[tone], className);
}

/** `standalone`: a link on a line of its own, 44 px tall like every target; inside a sentence it keeps the line's height. */
export function TextLink({
  tone,
  standalone = false,
  className,
  ...rest
}: ComponentProps<typeof SmartLink> & { tone?: TextLinkTone; standalone?: boolean }) {
  return (
    <SmartLink
      className={textLinkClasses(tone, cn(standalone && 'inline-flex min-h-11 items-center', className))}
      {...rest}
    />
  );
}

/** A link on a line of its own under a section, to the rest of what it shows ("All news and events"). */
export function MoreLink({ link, className }: { link: Link; className: string }) {
  return (
    <p className={className}>
      <TextLink standalone href={link.href}>
        {link.label}
      </TextLink>
    </p>
  );
}
