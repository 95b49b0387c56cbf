import type { Stat } from '@/content/schema';
import { site } from '@/content/site';
import { formatNumber } from '@/lib/format';
import { Section } from '@/components/ui/section';
import { StatTiles } from '@/components/ui/stat-tiles';
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
      <StatTiles
        tone="dark"
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        stats={stats.map((stat) => ({
          label: stat.label,
          value: <Counter value={stat.value} suffix={stat.suffix} duration={stat.duration} />,
        }))}
      />
    </Section>
  );
}
