/** The newsletter issues linked from /newsletter and /newsletter/download/{index}. */
import { newsletterIssues } from '../../content/newsletter';
import { formatMonthYear } from '../../lib/dates';
import { writePdf, type Block } from '../lib/pdf';

// Sample articles' text per issue, in the order of content/newsletter.ts (oldest first); each article's
// heading is the issue's line of `contents` in the same place, so the page and the PDF agree.
const articleTexts: string[][] = [
  [
    'Members adopted the annual report and audited accounts, approved the budget and elected new council members. The meeting also approved the creation of two new technical working groups.',
    'This year’s calendar covers impact assessment, environmental audit, climate adaptation, waste management and report writing. Members get 20% off training fees and earn CPD points on completion.',
    'Meet the student members who organised campus clean-ups and research seminars, and learn how students can join for KES 500 a year.',
  ],
  [
    'Members across the country planted trees, cleaned rivers and ran school talks on land restoration, desertification and drought resilience, this year’s global theme.',
    'Two years after the Act came into force, we look at extended producer responsibility schemes, segregation at source and what counties are doing to close dumpsites.',
    'The council conferred fellowship on members with at least fifteen years of exemplary service to the environment. Their citations are published on the members’ portal.',
  ],
  [
    'The Climate Change (Carbon Markets) Regulations 2024 set out how carbon projects are approved, how benefits are shared with communities and what practitioners must document. Our climate change working group summarises what changes for project developers.',
    'The climate change working group met county officers to share adaptation planning tools, while the water resource management group reviewed draft catchment guidelines.',
    'Congratulations to the members who were licensed as lead experts this quarter, and welcome to the new firms that joined the institute.',
  ],
  [
    'In 2024 the institute trained more practitioners than in any previous year, welcomed new student chapters at four universities and strengthened its technical working groups. Thank you to every member who volunteered time and expertise.',
    'The council elected at the last AGM has set three priorities: continuous professional development for every grade of member, a stronger voice in environmental policy, and closer work with county governments on climate action.',
    'The 2025 Annual General Meeting takes place on 15 March 2025 in Nairobi. Members will receive the annual report, the audited accounts and the strategic plan for the next five years.',
  ],
];

export async function generate(): Promise<string[]> {
  const written: string[] = [];
  for (const [index, issue] of newsletterIssues.entries()) {
    const blocks: Block[] = [{ kind: 'paragraph', text: issue.description }];
    for (const [position, heading] of (issue.contents ?? []).entries()) {
      const text = articleTexts[index]?.[position];
      blocks.push({ kind: 'heading', text: heading }, ...(text ? [{ kind: 'paragraph' as const, text }] : []));
    }
    blocks.push(
      { kind: 'heading', text: 'Stay in touch' },
      {
        kind: 'bullets',
        items: [
          'Subscribe to the newsletter at www.eik.co.ke/newsletter',
          'See the training calendar at www.eik.co.ke/trainings/calendar',
          'Become a member at www.eik.co.ke/members/join',
        ],
      },
    );
    await writePdf({
      path: issue.file,
      title: issue.title,
      subtitle: `Newsletter of the Environmental Institute of Kenya, ${formatMonthYear(issue.date)}`,
      blocks,
    });
    written.push(issue.file);
  }
  return written;
}
