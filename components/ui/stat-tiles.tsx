import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cardClasses } from './card';

// On a phone: three small card tiles in a row (council) or hero tiles in one row, not three full-width
// cards; on the dark band, two a row, the figure a size smaller so "6,014+" stays clear of the edges at 320 px.
const tones = {
  card: {
    tile: cardClasses({ flush: true }, 'justify-end px-2 py-4 text-center sm:p-6'),
    label: 'mt-1 text-xs leading-snug font-medium text-ink-muted sm:text-sm',
    value: 'text-2xl font-extrabold text-brand-700 sm:text-4xl',
  },
  dark: {
    tile: 'rounded-card bg-white/5 px-3 py-6 text-center ring-1 ring-white/10 sm:p-6',
    label: 'mt-2 text-sm font-medium text-brand-100',
    value: 'text-3xl font-extrabold text-white tabular-nums sm:text-5xl',
  },
  hero: {
    tile: 'justify-end rounded-card bg-white/10 p-3 ring-1 ring-white/20 sm:p-5',
    label: 'text-xs leading-snug font-medium text-brand-100 sm:text-sm',
    value: 'text-2xl font-extrabold text-white sm:text-4xl',
  },
};

/** Headline figures as a description list, each a tile; the figure is read after its label but shown above it. */
export function StatTiles({
  stats,
  tone,
  className,
}: {
  stats: { label: string; value: ReactNode }[];
  tone: keyof typeof tones;
  className: string;
}) {
  const style = tones[tone];
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={cn('flex flex-col-reverse', style.tile)}>
          <dt className={style.label}>{stat.label}</dt>
          <dd className={style.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
