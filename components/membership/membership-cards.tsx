import type { MembershipCategory } from '@/content/schema';
import { FeeCard } from './fee-card';

/**
 * One card per category, in content order. Rows wrap and centre, so a last row that is not full
 * sits in the middle rather than leaving one card alone at the left.
 */
export function MembershipCards({ categories }: { categories: readonly MembershipCategory[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-4 sm:gap-8 sm:pt-3">
      {categories.map((category) => (
        <li key={category.id} className="w-full md:w-[calc((100%-2rem)/2)] xl:w-[calc((100%-6rem)/4)]">
          <FeeCard category={category} />
        </li>
      ))}
    </ul>
  );
}
