import type { MembershipCategory } from '@/content/schema';
import { feeWords } from '@/content/membership';
import { feeText } from '@/lib/format';
import { Icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { cardLadder, cardLadderList } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A category's name, and the Most Popular badge on the popular one (the search leaves the badge out). */
export function CategoryName({ category }: { category: MembershipCategory }) {
  return (
    <>
      {category.type}
      {category.popular ? (
        <Badge tone="brand" data-pagefind-ignore>
          {feeWords.popular}
        </Badge>
      ) : null}
    </>
  );
}

/** A compact list of the membership categories with their annual fee (join page). */
export function CategoryList({ categories }: { categories: readonly MembershipCategory[] }) {
  return (
    // A ladder of rows on phones; from 640 px cards whose rows wrap and centre, so a last row that
    // is not full sits in the middle (the seven categories: four and three from 1280 px, not a lone last one).
    <ul className={cardLadderList('sm:flex sm:flex-wrap sm:justify-center sm:gap-4')}>
      {categories.map((category) => (
        <li
          key={category.id}
          className={cn(
            cardLadder.item,
            'flex gap-4 sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)] xl:w-[calc((100%-3rem)/4)]',
          )}
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={category.icon} />
          </span>
          <div>
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold text-brand-900">
              <CategoryName category={category} />
            </h3>
            <p className="mt-1 text-sm text-ink-muted">{category.description}</p>
            <p className="mt-2 text-sm font-semibold text-ink">
              {category.byNomination ? `${feeWords.byNomination} · ` : null}
              {feeText(category.annualFee, feeWords.free)}
              {category.annualFee === 0 ? null : ` ${feeWords.perYear}`}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
