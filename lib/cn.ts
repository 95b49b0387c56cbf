import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge knows Tailwind's own scales; these are the theme's additions (tailwind.config.ts),
 * so `rounded-card` and `rounded-lg` are one group and the later wins, and `shadow-card` is a shadow,
 * not a shadow colour. Colours need no entry: any unknown `text-*` word is read as a colour, never as
 * a font size, so `text-ink-muted text-sm` keeps both. tests/lib/cn.test.ts checks this list against
 * the config, so a token added there and not here fails a test.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      radius: ['card', 'pill'],
      shadow: ['card', 'lift'],
      container: ['content'],
    },
  },
});

/**
 * Joins conditional class names; where two classes set the same property, the later one wins, so a
 * primitive's `className` prop can override its defaults (`<Card className="p-8">`). For server
 * components only, where it runs at build time: a client component joins with `clsx`, so the
 * merger's tables never reach the browser (tests/lib/cn.test.ts checks both).
 */
export function cn(...values: ClassValue[]): string {
  return merge(clsx(values));
}
