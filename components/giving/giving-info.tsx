import type { ImpactExample, RecognitionTier } from '@/content/schema';
import { formatKes } from '@/lib/format';
import { Card } from '@/components/ui/card';

/** What a gift of each size does. */
export function ImpactExamples({ items }: { items: ImpactExample[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <Card as="li" key={item.amount}>
          <p className="text-2xl font-extrabold text-brand-800">{formatKes(item.amount)}</p>
          <p className="mt-2 text-ink-muted">{item.impact}</p>
        </Card>
      ))}
    </ul>
  );
}

/** How donors are thanked, by the size of their gift. */
export function RecognitionTiers({ tiers, note }: { tiers: RecognitionTier[]; note: string }) {
  return (
    <>
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => (
          <Card as="li" key={tier.name}>
            <p className="text-sm font-semibold text-earth-700">{formatKes(tier.minimum)}+</p>
            <h3 className="mt-1 text-lg font-bold text-brand-900">{tier.name}</h3>
            <p className="mt-2 text-sm text-ink-muted">{tier.description}</p>
          </Card>
        ))}
      </ol>
      <p className="mt-6 text-center text-ink-muted">{note}</p>
    </>
  );
}
