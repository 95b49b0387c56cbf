import { Check } from 'lucide';
import type { TrainingPolicy } from '@/content/schema';
import { Svg } from '@/components/ui/svg';
import { Card } from '@/components/ui/card';

export function TrainingInfo({ inclusions, policies }: { inclusions: readonly string[]; policies: TrainingPolicy[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card as="section" aria-labelledby="included-heading" className="sm:p-8">
        <h2 id="included-heading" className="text-2xl font-bold text-brand-900">
          What’s included
        </h2>
        <ul className="mt-5 space-y-3">
          {inclusions.map((item) => (
            <li key={item} className="flex gap-3">
              <Svg node={Check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="policies-heading" className="sm:p-8">
        <h2 id="policies-heading" className="text-2xl font-bold text-brand-900">
          Training policies
        </h2>
        <dl className="mt-5 space-y-4">
          {policies.map((policy) => (
            <div key={policy.title}>
              <dt className="font-semibold text-ink">{policy.title}</dt>
              <dd className="text-ink-muted">{policy.description}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
