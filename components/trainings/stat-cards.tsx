export interface StatCard {
  label: string;
  value: number;
}

/**
 * Figures shown in a page hero (on the dark band), e.g. the short courses' totals. Always one row:
 * three small tiles on a phone rather than three full-width ones pushing the list down.
 */
export function StatCards({ stats }: { stats: StatCard[] }) {
  return (
    <dl className="mt-6 grid max-w-3xl grid-cols-3 gap-2 sm:mt-8 sm:gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-card bg-white/10 p-3 ring-1 ring-white/20 sm:p-5"
        >
          <dt className="text-xs leading-snug font-medium text-brand-100 sm:text-sm">{stat.label}</dt>
          <dd className="text-2xl font-extrabold text-white sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
