import { membershipCategories } from '@/content/membership';
import type { MembershipCategory, MembershipCategoryId } from '@/content/schema';

/** The membership category with this id; an unknown id is a programming error. */
export function getCategory(id: MembershipCategoryId): MembershipCategory {
  const category = membershipCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown membership category: ${id}`);
  return category;
}
