import type { Achievement } from '@/content/schema';
import { formatNumber } from '@/lib/format';

/** The institute's stated figures with a line of context each. */
export function AchievementGrid({ items }: { items: readonly Achievement[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.label} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
          <p className="text-4xl font-extrabold text-earth-200">
            {formatNumber(item.value)}
            {item.suffix}
          </p>
          <h3 className="mt-2 text-lg font-bold text-white">{item.label}</h3>
          <p className="mt-1 text-sm text-brand-100">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
