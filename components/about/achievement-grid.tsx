import type { Achievement } from '@/content/schema';
import { formatNumber } from '@/lib/format';

/** The institute's stated figures with a line of context each. */
export function AchievementGrid({ items }: { items: readonly Achievement[] }) {
  return (
    // On phones a ladder of rows, the figure beside its words; from 640 px a card each.
    <ul className="grid divide-y divide-white/15 sm:grid-cols-2 sm:gap-5 sm:divide-y-0 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.label}
          className="grid grid-cols-[7.5rem_1fr] gap-x-4 py-4 sm:block sm:rounded-card sm:bg-white/5 sm:p-6 sm:ring-1 sm:ring-white/15"
        >
          <p className="row-span-2 text-3xl font-extrabold text-earth-200 sm:text-4xl">
            {formatNumber(item.value)}
            {item.suffix}
          </p>
          <h3 className="text-lg font-bold text-white sm:mt-2">{item.label}</h3>
          <p className="mt-1 text-sm text-brand-100">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
