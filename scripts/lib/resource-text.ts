/**
 * The body of each sample resource, by category: a few pages that read like the document its title
 * promises (a report with figures and accounts, guidelines with steps and checklists, a form with
 * fields), so a visitor who downloads one sees a plausible document, not a placeholder page.
 */
import type { Block } from './pdf';

interface Resource {
  title: string;
  category: string;
  date: string;
  description: string;
}

export interface ResourceFacts {
  institute: string;
  founded: number;
  members: number;
  trainingPrograms: number;
  technicalGroups: number;
  professionalsTrained: number;
  /** The categories a person can apply for, in the order the site lists them. */
  categories: string[];
}

const fmt = (value: number) => value.toLocaleString('en-US');

function contents(headings: string[]): Block[] {
  return [
    { kind: 'heading', text: 'Contents' },
    { kind: 'bullets', items: headings.map((heading, index) => `${index + 1}. ${heading}`) },
  ];
}

function withContents(sections: { heading: string; blocks: Block[] }[]): Block[] {
  return [
    ...contents(sections.map((section) => section.heading)),
    { kind: 'pagebreak' },
    ...sections.flatMap((section, index): Block[] => [
      { kind: 'heading', text: `${index + 1}. ${section.heading}` },
      ...section.blocks,
    ]),
  ];
}

function report(item: Resource, facts: ResourceFacts): Block[] {
  const year = /\d{4}/.exec(item.title)?.[0] ?? 'the year';
  return withContents([
    {
      heading: 'Message from the chairperson',
      blocks: [
        {
          kind: 'paragraph',
          text: `${year} was a year of growth for ${facts.institute}. Our membership passed ${fmt(facts.members)} practitioners, our trainings reached every region of the country, and the voice of the profession was heard in the review of national environmental policy.`,
        },
        {
          kind: 'paragraph',
          text: 'I thank the members of the council, the secretariat and the conveners of the technical working groups, whose voluntary work makes the institute what it is, and our partners in government, academia and the private sector for their continued trust.',
        },
      ],
    },
    {
      heading: 'The year in numbers',
      blocks: [
        {
          kind: 'table',
          columns: ['Measure', year, 'Change on the year before'],
          rows: [
            ['Active members', `${fmt(facts.members)}+`, '+12%'],
            ['Training programmes held', `${facts.trainingPrograms}+`, '+8'],
            ['Professionals trained (cumulative)', `${fmt(facts.professionalsTrained)}+`, '+640'],
            ['Technical working groups', `${facts.technicalGroups}+`, '+2'],
            ['Policy submissions', '7', '+3'],
          ],
        },
      ],
    },
    {
      heading: 'Membership',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Growth came mostly from Associate and Student members, reflecting the institute’s work with universities and technical colleges. Renewals improved after the introduction of M-Pesa payment and reminders by text message.',
        },
        {
          kind: 'bullets',
          items: [
            'New chapters for students in four universities',
            'A mentorship scheme pairing Lead and Fellow members with early-career practitioners',
            'Quarterly payment plans for Professional and institutional members',
          ],
        },
      ],
    },
    {
      heading: 'Training and professional development',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The training calendar combined virtual courses on environmental impact assessment, audits and climate adaptation with field courses in the counties. Members earned continuing professional development points for every course completed.',
        },
        {
          kind: 'table',
          columns: ['Course area', 'Courses', 'Participants'],
          rows: [
            ['Assessment and planning', '9', '412'],
            ['Policy and regulation', '6', '268'],
            ['Conservation and management', '5', '190'],
            ['Climate and sustainability', '7', '335'],
          ],
        },
      ],
    },
    {
      heading: 'Advocacy and partnerships',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The institute made submissions on the National Environment Policy review, county climate change funds and the regulation of air quality, and signed cooperation agreements with two universities and a county government.',
        },
      ],
    },
    {
      heading: 'Summary of the audited financial statements',
      blocks: [
        {
          kind: 'table',
          columns: ['KES thousands', year, 'Previous year'],
          rows: [
            ['Membership subscriptions', '18,420', '16,310'],
            ['Training income', '11,950', '10,240'],
            ['Grants and partnerships', '6,800', '5,900'],
            ['Total income', '37,170', '32,450'],
            ['Programme costs', '24,610', '21,880'],
            ['Administration', '9,340', '8,720'],
            ['Surplus for the year', '3,220', '1,850'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The full audited accounts are available to members from the secretariat. The auditors issued an unqualified opinion.',
        },
      ],
    },
  ]);
}

function guidelines(item: Resource): Block[] {
  return withContents([
    {
      heading: 'Purpose and scope',
      blocks: [
        { kind: 'paragraph', text: item.description },
        {
          kind: 'paragraph',
          text: 'These guidelines apply to every member who prepares, reviews or signs the documents they cover. They complement, and never replace, the law and the regulator’s own requirements.',
        },
      ],
    },
    {
      heading: 'Step by step',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Screening: confirm whether the project needs a full study or a summary report',
            'Scoping: agree the issues, the study area and the consultation plan',
            'Baseline: describe the physical, biological and social environment with dated evidence',
            'Impact assessment: predict and rate each impact, with its likelihood and significance',
            'Mitigation: set out measures, responsibilities and costs in a management plan',
            'Public participation: record every meeting, who attended and what was said',
            'Reporting: write for the decision-maker, with a non-technical summary',
          ],
        },
      ],
    },
    {
      heading: 'Quality checklist',
      blocks: [
        {
          kind: 'table',
          columns: ['Check', 'Done by', 'Evidence'],
          rows: [
            ['Lead expert registered and licensed', 'Lead expert', 'Practising certificate'],
            ['Baseline data less than two years old', 'Study team', 'Dated field records'],
            ['Alternatives considered, including no project', 'Lead expert', 'Chapter on alternatives'],
            ['Consultation records complete', 'Study team', 'Minutes and attendance lists'],
            ['Management plan costed', 'Proponent and expert', 'Budget table'],
          ],
        },
      ],
    },
    {
      heading: 'Ethics and conduct',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A member signs only work they have directed or reviewed, declares any conflict of interest, and never alters findings at a client’s request. Breaches are handled under the institute’s code of conduct.',
        },
      ],
    },
  ]);
}

function research(item: Resource): Block[] {
  return withContents([
    {
      heading: 'Key findings',
      blocks: [
        { kind: 'paragraph', text: item.description },
        {
          kind: 'bullets',
          items: [
            'Collection covers less than half of the waste generated in most towns studied',
            'Organic waste makes up more than half of what is collected',
            'Informal recyclers recover most of the plastics and metals that are recycled',
          ],
        },
      ],
    },
    {
      heading: 'Method',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Members of the Waste Management working group surveyed collection points, weighed samples at disposal sites over two weeks, and interviewed county officers, collectors and recyclers.',
        },
      ],
    },
    {
      heading: 'Results',
      blocks: [
        {
          kind: 'table',
          columns: ['Waste stream', 'Share of sample', 'Recovered'],
          rows: [
            ['Organic', '58%', '4%'],
            ['Plastics', '16%', '22%'],
            ['Paper and cardboard', '11%', '31%'],
            ['Glass and metals', '6%', '47%'],
            ['Other', '9%', '2%'],
          ],
        },
      ],
    },
    {
      heading: 'Recommendations',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Separate organic waste at source and compost it close to where it is produced',
            'Register and protect informal recyclers as partners in county waste plans',
            'Publish collection and disposal figures every quarter',
          ],
        },
      ],
    },
  ]);
}

function policy(item: Resource): Block[] {
  return withContents([
    {
      heading: 'Summary for decision-makers',
      blocks: [{ kind: 'paragraph', text: item.description }],
    },
    {
      heading: 'Why it matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Droughts and floods cost counties a growing share of their budgets. Planning for them in advance costs far less than responding after the fact, and the law already gives counties the tools to do so.',
        },
      ],
    },
    {
      heading: 'What counties can do',
      blocks: [
        {
          kind: 'table',
          columns: ['Action', 'Lead', 'Time frame'],
          rows: [
            ['Set up a county climate change fund', 'County treasury', 'Next budget cycle'],
            ['Adopt a climate action plan with wards', 'County environment office', '12 months'],
            ['Publish spending and results each year', 'County assembly', 'Yearly'],
          ],
        },
      ],
    },
    {
      heading: 'How the institute can help',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Registered practitioners can prepare vulnerability assessments, train county staff and monitor projects independently. Contact the secretariat to reach the Climate Change working group.',
        },
      ],
    },
  ]);
}

function legal(item: Resource): Block[] {
  return withContents([
    { heading: 'Introduction', blocks: [{ kind: 'paragraph', text: item.description }] },
    {
      heading: 'Principal statutes',
      blocks: [
        {
          kind: 'table',
          columns: ['Statute', 'Subject'],
          rows: [
            ['Environmental Management and Co-ordination Act', 'Framework law, assessments and audits'],
            ['Climate Change Act', 'Climate governance and funds'],
            ['Water Act', 'Water resources and services'],
            ['Forest Conservation and Management Act', 'Forests and their management'],
            ['Sustainable Waste Management Act', 'Waste at source, extended producer responsibility'],
          ],
        },
      ],
    },
    {
      heading: 'Regulations practitioners use most',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Environmental (Impact Assessment and Audit) Regulations',
            'Water Quality Regulations',
            'Air Quality Regulations',
            'Noise and Excessive Vibration Pollution Control Regulations',
          ],
        },
      ],
    },
    {
      heading: 'Using this compendium',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The summaries are a guide for practitioners, not legal advice. Always read the current text of the law, as amended, before relying on it.',
        },
      ],
    },
  ]);
}

function forms(facts: ResourceFacts): Block[] {
  const field = (label: string): string[] => [label, '______________________________'];
  return [
    { kind: 'heading', text: 'Part A: Applicant' },
    {
      kind: 'table',
      columns: ['Field', 'Entry'],
      rows: [
        field('Full name'),
        field('ID or passport number'),
        field('Email address'),
        field('Phone number'),
        field('Organisation'),
      ],
    },
    { kind: 'heading', text: 'Part B: Membership category' },
    {
      kind: 'bullets',
      items: facts.categories.map((category) => `[  ] ${category}`),
    },
    { kind: 'pagebreak' },
    { kind: 'heading', text: 'Part C: Qualifications and experience' },
    {
      kind: 'table',
      columns: ['Qualification', 'Institution', 'Year'],
      rows: [
        ['____________________', '____________________', '______'],
        ['____________________', '____________________', '______'],
        ['____________________', '____________________', '______'],
      ],
    },
    { kind: 'heading', text: 'Part D: Declaration' },
    {
      kind: 'paragraph',
      text: 'I declare that the information given is true and complete, and I agree to abide by the institute’s code of conduct.',
    },
    { kind: 'paragraph', text: 'Signature: ____________________    Date: ______________' },
    { kind: 'heading', text: 'Renewal' },
    {
      kind: 'paragraph',
      text: 'Members renewing need only complete Part A and Part D and attach proof of payment of the annual fee.',
    },
  ];
}

function training(item: Resource): Block[] {
  return withContents([
    { heading: 'About this toolkit', blocks: [{ kind: 'paragraph', text: item.description }] },
    {
      heading: 'Audit programme',
      blocks: [
        {
          kind: 'table',
          columns: ['Day', 'Session'],
          rows: [
            ['1', 'Legal basis and scope of an environmental audit'],
            ['1', 'Planning the audit and the opening meeting'],
            ['2', 'Site inspection, sampling and records'],
            ['2', 'Findings, corrective actions and the closing meeting'],
            ['3', 'Writing the audit report'],
          ],
        },
      ],
    },
    {
      heading: 'Site inspection checklist',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Licences and permits current and displayed',
            'Waste segregated, stored and collected by a licensed handler',
            'Effluent discharge within permitted limits, with records',
            'Fuel and chemical storage bunded and labelled',
            'Emergency plan tested in the last 12 months',
          ],
        },
      ],
    },
  ]);
}

function media(item: Resource, facts: ResourceFacts): Block[] {
  return withContents([
    {
      heading: 'About the institute',
      blocks: [
        {
          kind: 'paragraph',
          text: `${facts.institute} is the professional body of environmental practitioners in Kenya, founded in ${facts.founded}, with more than ${fmt(facts.members)} members.`,
        },
      ],
    },
    {
      heading: 'Using our name and logo',
      blocks: [
        { kind: 'paragraph', text: item.description },
        {
          kind: 'bullets',
          items: [
            'Use the logo files in this kit, unchanged',
            'Leave clear space around the logo equal to the height of the leaf',
            'Do not place the logo on busy photographs',
          ],
        },
      ],
    },
    {
      heading: 'Colours',
      blocks: [
        {
          kind: 'table',
          columns: ['Colour', 'Hex', 'Use'],
          rows: [
            ['Forest green', '#136642', 'Logo, headings, buttons'],
            ['Gold', '#E4A63A', 'Calls to action'],
            ['Mint', '#B0E9C7', 'Backgrounds and highlights'],
          ],
        },
      ],
    },
  ]);
}

/** The pages of a resource after its title, chosen by its category. */
export function resourceBody(item: Resource, facts: ResourceFacts): Block[] {
  switch (item.category) {
    case 'Reports':
      return report(item, facts);
    case 'Guidelines':
      return guidelines(item);
    case 'Research':
      return research(item);
    case 'Policy':
      return policy(item);
    case 'Legal':
      return legal(item);
    case 'Forms':
      return forms(facts);
    case 'Training':
      return training(item);
    case 'Media':
      return media(item, facts);
    default:
      return [{ kind: 'paragraph', text: item.description }];
  }
}
