/** The membership charter's text: its PDF (scripts/documents/charter.ts) and /members/join show it. */
import { charter } from '@/content/charter';
import { additionalBenefits, membershipCategories, membershipTerms, paymentMethods } from '@/content/membership';
import { site } from '@/content/site';
import { workingGroups } from '@/content/working-groups';
import type { Block } from './document-blocks';
import { fillText } from './fill-text';
import { feeText } from './format';
import { qualificationList } from './membership';

const where = 'content/charter.ts';
const { headings, texts } = charter;

function qualificationBlocks(lines: readonly string[]): Block[] {
  const list = qualificationList(lines);
  const plain = list.filter(({ choices }) => choices.length === 0).map(({ line }) => line);
  const choice = list.find(({ choices }) => choices.length > 0);
  return [
    ...(plain.length > 0 ? [{ kind: 'bullets' as const, items: plain }] : []),
    ...(choice
      ? [
          { kind: 'paragraph' as const, text: choice.line },
          { kind: 'bullets' as const, items: choice.choices },
        ]
      : []),
  ];
}

export function charterBlocks(): Block[] {
  const { contacts } = site;
  const parts: [string, Block[]][] = [
    [
      headings.about,
      [
        { kind: 'paragraph', text: charter.intro },
        { kind: 'paragraph', text: fillText(texts.founded, { name: site.name, founded: site.founded }, where) },
      ],
    ],
    [
      headings.fees,
      [
        { kind: 'paragraph', text: texts.fees },
        {
          kind: 'table',
          columns: [texts.category, texts.annualFee, texts.registrationFee],
          rows: membershipCategories.map((c) => [
            c.type,
            feeText(c.annualFee, texts.noFee),
            feeText(c.registrationFee, texts.noFee),
          ]),
        },
      ],
    ],
    [
      headings.requirements,
      membershipCategories.flatMap((c): Block[] => [
        { kind: 'paragraph', text: `${c.type}: ${c.description}` },
        // A line that introduces choices ("Any one of:") is their paragraph, not a bullet beside them.
        ...qualificationBlocks(c.qualifications),
      ]),
    ],
    [
      headings.apply,
      [
        { kind: 'bullets', items: [...charter.application] },
        { kind: 'paragraph', text: fillText(texts.portal, { url: site.external.portalRegister }, where) },
      ],
    ],
    [headings.terms, [{ kind: 'bullets', items: [...membershipTerms] }]],
    [
      headings.paying,
      paymentMethods.map((m): Block => ({
        kind: 'paragraph',
        text: `${m.name}: ${m.description} ${m.details.map((d) => `${d.label}: ${d.value}.`).join(' ')}`,
      })),
    ],
    [headings.benefits, [{ kind: 'bullets', items: [...additionalBenefits] }]],
    [
      headings.groups,
      [
        { kind: 'paragraph', text: texts.groups },
        { kind: 'bullets', items: workingGroups.map((g) => g.name) },
      ],
    ],
    [headings.obligations, [{ kind: 'bullets', items: [...charter.obligations] }]],
    [
      headings.contact,
      [
        {
          kind: 'paragraph',
          text: fillText(
            texts.contact,
            {
              email: contacts.membershipEmail,
              phone: contacts.phone,
              street: contacts.address.street,
              poBox: contacts.address.poBox,
              city: contacts.address.city,
              hours: contacts.hours,
            },
            where,
          ),
        },
      ],
    ],
  ];
  return parts.flatMap(([heading, blocks], at) => [{ kind: 'heading', text: `${at + 1}. ${heading}` }, ...blocks]);
}
