import { membershipCategories } from '@/content/membership';
import type { MembershipCategory, MembershipCategoryId } from '@/content/schema';

/** The membership category with this id; an unknown id is a programming error. */
export function getCategory(id: MembershipCategoryId): MembershipCategory {
  const category = membershipCategories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown membership category: ${id}`);
  return category;
}

/**
 * The qualifications as a list in which a line ending in a colon ("…, plus one of:") takes the lines
 * after it as its choices, a list of their own under it: one requirement and a choice, not four ticks.
 */
export function qualificationList(lines: readonly string[]): { line: string; choices: string[] }[] {
  const choiceFrom = lines.findIndex((line) => line.trimEnd().endsWith(':')) + 1;
  if (choiceFrom === 0) return lines.map((line) => ({ line, choices: [] }));
  return [
    ...lines.slice(0, choiceFrom - 1).map((line) => ({ line, choices: [] })),
    { line: lines[choiceFrom - 1]!, choices: lines.slice(choiceFrom) },
  ];
}
