/** Membership categories, fees, terms, payment methods and the join page. */
import { z } from 'zod';
import { count, faq, featureCard, icon, labelled, limited, pageLead, testimonial, text, texts, words } from './fields';
import { listOf, named } from './naming';
import { duplicates, entriesOf, valuesOf, type ContentRule, type Problem } from './rules';

export const membershipCategoryId = z.enum([
  'student',
  'affiliate',
  'honorary',
  'fellow',
  'lead',
  'associate',
  'firms',
]);
export type MembershipCategoryId = z.infer<typeof membershipCategoryId>;

export const membershipCategory = z.strictObject({
  id: membershipCategoryId,
  type: text(),
  description: limited(300),
  /** A line ending in a colon ("…, plus one of:") takes the lines after it as its choices, listed under it. */
  qualifications: texts(),
  /** KES per year. */
  annualFee: count(),
  /** KES, once. */
  registrationFee: count(),
  icon,
  popular: z.boolean().optional(),
  /** The one requirement that sets the category apart, for the comparison table. */
  requirement: limited(160),
  /** Conferred by the council: nobody applies, so it shows "By nomination" instead of Apply Now. */
  byNomination: z.boolean().optional(),
});
export type MembershipCategory = z.infer<typeof membershipCategory>;

export const paymentMethod = z.strictObject({
  name: text(),
  description: text(),
  details: z.array(labelled),
  icon,
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const membershipFile = {
  membershipCategories: listOf(membershipCategory, 'membership category', ['type', 'id']),
  /** The categories the home page shows, by id. */
  homeCategoryIds: listOf(membershipCategoryId, 'home page category', []).min(1),
  membershipTerms: texts(),
  paymentMethods: listOf(paymentMethod, 'payment method', ['name']),
  joinBenefits: z.array(featureCard),
  additionalBenefits: texts(),
  membershipFaqs: listOf(faq, 'question', ['question']),
  joinLead: named(pageLead, 'join page lead'),
  joinStory: named(testimonial, 'member story'),
  feeWords: z.strictObject({
    /** An annual fee of 0. */
    free: text(),
    /** A registration fee of 0. */
    none: text(),
    perYear: text(),
    /** Before the registration fee on a card: "Registration fee: KES 1,500". */
    registration: text(),
    ...words('qualifications', 'popular'),
    /** In place of an Apply button. */
    byNomination: text(),
  }),
};

export const membershipRules: ContentRule = (exports) => [
  ...duplicates('membershipCategories', exports.membershipCategories, 'id'),
  ...namedCategoryProblems(exports),
  ...valuesOf(exports.homeCategoryIds).flatMap((id, index): Problem[] => {
    const ids = entriesOf(exports.membershipCategories).map((category) => category.id);
    // An id that is no category at all is the schema's to report.
    return membershipCategoryId.safeParse(id).success && !ids.includes(id)
      ? [
          {
            exportName: 'homeCategoryIds',
            index,
            field: 'id',
            message: `"${String(id)}" has no entry in membershipCategories`,
          },
        ]
      : [];
  }),
];

/** "Associate members", "Lead membership": a capitalised word naming a grade of membership. */
const namedCategory = /\b([A-Z][a-z]+) (?:members?|membership)\b/g;

/** The categories the terms, questions and benefits name, each checked against membershipCategories. */
function namedCategoryProblems(exports: Record<string, unknown>): Problem[] {
  const types = entriesOf(exports.membershipCategories).map((category) => String(category.type));
  const check = (exportName: string, index: number, field: string, value: unknown): Problem[] =>
    typeof value !== 'string'
      ? []
      : [...value.matchAll(namedCategory)]
          .map((match) => match[1]!)
          .filter((name) => !types.includes(name))
          .map((name) => ({
            exportName,
            index,
            field,
            message: `"${name}" is not a membership category (write one of: ${types.map((t) => `"${t}"`).join(', ')})`,
          }));
  return [
    ...valuesOf(exports.membershipTerms).flatMap((term, index) => check('membershipTerms', index, 'text', term)),
    ...valuesOf(exports.additionalBenefits).flatMap((benefit, index) =>
      check('additionalBenefits', index, 'text', benefit),
    ),
    ...entriesOf(exports.membershipFaqs).flatMap((faq, index) => [
      ...check('membershipFaqs', index, 'question', faq.question),
      ...check('membershipFaqs', index, 'answer', faq.answer),
    ]),
  ];
}
