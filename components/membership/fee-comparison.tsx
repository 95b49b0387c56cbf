import type { MembershipCategory } from '@/content/schema';
import { formatKes } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

function fee(amount: number): string {
  return amount === 0 ? 'None' : formatKes(amount);
}

/**
 * Every category side by side: annual fee, registration fee and, from 768 px, the requirement that sets
 * it apart (a phone reads it on the category's card below; the fees fit its width without scrolling).
 */
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
            <th scope="col" className="py-3 pr-2 pl-3 font-semibold sm:px-5">
              Category
            </th>
            <th scope="col" className="px-2 py-3 text-right font-semibold sm:px-5 sm:whitespace-nowrap">
              Annual fee
            </th>
            <th scope="col" className="px-2 py-3 text-right font-semibold sm:px-5 sm:whitespace-nowrap">
              Registration fee
            </th>
            <th scope="col" className="hidden px-2 py-3 font-semibold sm:px-5 md:table-cell">
              Key requirement
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/10">
          {categories.map((category) => (
            <tr key={category.id} className={category.popular ? 'bg-earth-50/60' : undefined}>
              <th scope="row" className="py-3.5 pr-2 pl-3 font-semibold text-brand-900 sm:px-5">
                <span className="flex flex-wrap items-center gap-2">
                  {category.type}
                  {category.popular ? <Badge tone="gold">Most Popular</Badge> : null}
                </span>
              </th>
              <td className="px-2 py-3.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums sm:px-5">
                {category.byNomination ? 'By nomination' : fee(category.annualFee)}
              </td>
              <td className="px-2 py-3.5 text-right whitespace-nowrap text-ink-muted tabular-nums sm:px-5">
                {category.byNomination ? '–' : fee(category.registrationFee)}
              </td>
              <td className="hidden px-2 py-3.5 text-ink-muted sm:px-5 md:table-cell">{category.requirement}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
