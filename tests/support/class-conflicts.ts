import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge's knowledge of which utilities set one property, taught the theme's additions
 * (tailwind.config.ts), so `rounded-card` and `rounded-lg` are one group and `shadow-card` is a shadow,
 * not a shadow colour; any unknown `text-*` word is a colour, never a font size. tests/lib/cn.test.ts
 * checks this list against the config. Only the checks use it: the site joins with cn (lib/cn.ts),
 * which merges nothing, so a conflict is a mistake to find, not one to resolve in the browser.
 */
const merge = extendTailwindMerge<'fill-pairs' | 'fill-rows'>({
  extend: {
    theme: {
      radius: ['card', 'pill'],
      shadow: ['card', 'lift'],
      container: ['content'],
    },
    // The grid rules of app/globals.css, which tailwind-merge would read as SVG fill colours.
    classGroups: { 'fill-pairs': ['fill-pairs'], 'fill-rows': ['fill-rows'] },
  },
});

/**
 * The classes of one class attribute that a later class of it overrides: there the stylesheet's order
 * decides which applies, not the order written, so the element may not look as its code reads.
 */
export function overriddenClasses(classes: string): string[] {
  const kept = new Set(merge(classes).split(' '));
  return [...new Set(classes.split(/\s+/).filter(Boolean))].filter((name) => !kept.has(name));
}
