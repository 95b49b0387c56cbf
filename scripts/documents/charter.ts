/** The membership charter shown in the viewer on /members/join, built from content. */
import { charter } from '../../content/charter';
import { additionalBenefits, membershipCategories, membershipTerms, paymentMethods } from '../../content/membership';
import { site } from '../../content/site';
import { workingGroups } from '../../content/working-groups';
import { formatKes } from '../../lib/format';
import { writePdf, type Block } from '../lib/pdf';

const fee = (amount: number) => (amount === 0 ? 'None' : formatKes(amount));

export async function generate(): Promise<string[]> {
  const blocks: Block[] = [
    { kind: 'heading', text: '1. About this charter' },
    { kind: 'paragraph', text: charter.intro },
    {
      kind: 'paragraph',
      text: `The ${site.name} was established in ${site.founded} as the professional body of environmental practitioners in Kenya.`,
    },
    { kind: 'heading', text: '2. Membership categories and fees' },
    {
      kind: 'paragraph',
      text: 'Fees are in Kenya shillings (KES). The registration fee is paid once; the annual fee is paid every year.',
    },
    {
      kind: 'table',
      columns: ['Category', 'Annual fee', 'Registration fee'],
      rows: membershipCategories.map((c) => [c.type, fee(c.annualFee), fee(c.registrationFee)]),
    },
    { kind: 'heading', text: '3. Requirements for each category' },
    ...membershipCategories.flatMap((c): Block[] => [
      { kind: 'paragraph', text: `${c.type}: ${c.description}` },
      { kind: 'bullets', items: [...c.qualifications] },
    ]),
    { kind: 'heading', text: '4. How to apply' },
    { kind: 'bullets', items: [...charter.application] },
    { kind: 'paragraph', text: `Members portal: ${site.external.portalRegister}` },
    { kind: 'heading', text: '5. Membership terms' },
    { kind: 'bullets', items: [...membershipTerms] },
    { kind: 'heading', text: '6. Paying your fees' },
    ...paymentMethods.map((m): Block => ({
      kind: 'paragraph',
      text: `${m.name}: ${m.description} ${m.details.map((d) => `${d.label}: ${d.value}.`).join(' ')}`,
    })),
    { kind: 'heading', text: '7. Benefits of membership' },
    { kind: 'bullets', items: [...additionalBenefits] },
    { kind: 'heading', text: '8. Technical working groups' },
    {
      kind: 'paragraph',
      text: 'Every member may join one or more technical working groups, which bring expertise to policy, standards and practice:',
    },
    { kind: 'bullets', items: workingGroups.map((g) => g.name) },
    { kind: 'heading', text: '9. Obligations of members' },
    { kind: 'bullets', items: [...charter.obligations] },
    { kind: 'heading', text: '10. Contact' },
    {
      kind: 'paragraph',
      text: `Membership office: ${site.contacts.membershipEmail}, ${site.contacts.phone}. ${site.contacts.address.street}, ${site.contacts.address.poBox}, ${site.contacts.address.city}. ${site.contacts.hours}.`,
    },
  ];
  await writePdf({ path: charter.file, title: charter.title, subtitle: charter.subtitle, blocks });
  return [charter.file];
}
