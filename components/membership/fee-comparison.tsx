import type { MembershipCategory } from '@/content/schema';
import { formatKes } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

function fee(amount: number): string {
  return amount === 0 ? 'None' : formatKes(amount);
}

/** Every category side by side: annual fee, registration fee and the requirement that sets it apart. */
export function FeeComparison({ categories }: { categories: readonly MembershipCategory[] }) {
  return (
    // The cards below hold the same facts: only they go into the search index.
    <Card flush className="overflow-x-auto" data-pagefind-ignore>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          Membership categories compared: annual fee, registration fee and key requirement
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              Category
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold whitespace-nowrap">
              Annual fee
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold whitespace-nowrap">
              Registration fee
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              Key requirement
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/10">
          {categories.map((category) => (
            <tr key={category.id} className={category.popular ? 'bg-earth-50/60' : undefined}>
              <th scope="row" className="px-5 py-3.5 font-semibold text-brand-900">
                <span className="flex flex-wrap items-center gap-2">
                  {category.type}
                  {category.popular ? <Badge tone="gold">Most Popular</Badge> : null}
                </span>
              </th>
              <td className="px-5 py-3.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                {category.byNomination ? 'By nomination' : fee(category.annualFee)}
              </td>
              <td className="px-5 py-3.5 text-right whitespace-nowrap text-ink-muted tabular-nums">
                {category.byNomination ? '–' : fee(category.registrationFee)}
              </td>
              <td className="px-5 py-3.5 text-ink-muted">{category.requirement}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
