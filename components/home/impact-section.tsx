import type { Stat } from '@/content/types';
import { site } from '@/content/site';
import { formatNumber } from '@/lib/format';
import { Section } from '@/components/ui/section';
import { Counter } from './counter';

export function ImpactSection({ stats }: { stats: Stat[] }) {
  return (
    <Section
      id="impact"
      tone="dark"
      eyebrow="By the numbers"
      title="Our Impact"
      intro={`A decade of raising standards: over ${formatNumber(site.claims.professionalsTrained)} professionals trained and over ${formatNumber(site.claims.communityReached)} community members reached.`}
    >
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-card bg-white/5 p-6 text-center ring-1 ring-white/10"
          >
            <dt className="mt-2 text-sm font-medium text-brand-100">{stat.label}</dt>
            <dd className="text-4xl font-extrabold text-white sm:text-5xl">
              <Counter value={stat.value} suffix={stat.suffix} duration={stat.duration} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
