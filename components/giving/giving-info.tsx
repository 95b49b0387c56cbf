import type { ImpactExample, RecognitionTier } from '@/content/schema';
import { formatKes } from '@/lib/format';
import { cardLadder } from '@/components/ui/card';

export function ImpactExamples({ items }: { items: ImpactExample[] }) {
  return (
    <ul className={cardLadder.list}>
      {items.map((item) => (
        <li key={item.amount} className={cardLadder.item}>
          <p className="text-2xl font-extrabold text-brand-800">{formatKes(item.amount)}</p>
          <p className="mt-1 text-ink-muted sm:mt-2">{item.impact}</p>
        </li>
      ))}
    </ul>
  );
}

export function RecognitionTiers({ tiers, note }: { tiers: RecognitionTier[]; note: string }) {
  return (
    <>
      <ol className={cardLadder.list}>
        {tiers.map((tier) => (
          <li key={tier.name} className={cardLadder.item}>
            <p className="text-sm font-semibold text-earth-700">{formatKes(tier.minimum)}+</p>
            <h3 className="mt-1 text-lg font-bold text-brand-900">{tier.name}</h3>
            <p className="mt-1 text-sm text-ink-muted sm:mt-2">{tier.description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-ink-muted">{note}</p>
    </>
  );
}
