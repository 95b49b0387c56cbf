import type { MembershipCategory } from '@/content/schema';
import { feeWords } from '@/content/membership';
import { feeText } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Card } from '@/components/ui/card';
import { CategoryName } from './category-list';

// The columns' words and cells: the fees right-aligned, the requirement from 768 px only.
const columns = [
  ['category', 'pr-2 pl-3'],
  ['annual', 'px-2 text-right sm:whitespace-nowrap'],
  ['registration', 'px-2 text-right sm:whitespace-nowrap'],
  ['requirement', 'hidden px-2 md:table-cell'],
] as const;

/**
 * Every category side by side: annual fee, registration fee and, from 768 px, the requirement that sets
 * it apart (a phone reads it on the category's card below; the fees fit its width without scrolling).
 */
export function FeeComparison({ categories }: { categories: readonly MembershipCategory[] }) {
  return (
    // The cards below hold the same facts: only they go into the search index.
    <Card flush className="overflow-x-auto" data-pagefind-ignore>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{feeWords.table.caption}</caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {columns.map(([word, className]) => (
              <th key={word} scope="col" className={cn('py-3 font-semibold sm:px-5', className)}>
                {feeWords.table[word]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/10">
          {categories.map((category) => (
            <tr key={category.id} className={category.popular ? 'bg-brand-50/70' : undefined}>
              <th scope="row" className="py-3.5 pr-2 pl-3 font-semibold text-brand-900 sm:px-5">
                <span className="flex flex-wrap items-center gap-2">
                  <CategoryName category={category} />
                  {/* How the category is had, under its name: plain words that wrap at 320 px, not a badge. */}
                  {category.byNomination ? (
                    <span className="basis-full text-xs font-normal text-ink-muted">{feeWords.byNomination}</span>
                  ) : null}
                </span>
              </th>
              <td className="px-2 py-3.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums sm:px-5">
                {feeText(category.annualFee, feeWords.free)}
              </td>
              <td className="px-2 py-3.5 text-right whitespace-nowrap text-ink-muted tabular-nums sm:px-5">
                {feeText(category.registrationFee, feeWords.none)}
              </td>
              <td className="hidden px-2 py-3.5 text-ink-muted sm:px-5 md:table-cell">{category.requirement}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
