export interface StatCard {
  label: string;
  value: number;
}

/** Figures shown in a page hero (on the dark band), e.g. the short courses' totals. */
export function StatCards({ stats }: { stats: StatCard[] }) {
  return (
    <dl className="mt-8 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-card bg-white/10 p-5 ring-1 ring-white/20">
          <dt className="text-sm font-medium text-brand-100">{stat.label}</dt>
          <dd className="text-4xl font-extrabold text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
