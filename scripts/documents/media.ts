/**
 * Sample documents of the media centre: one PDF per monthly bulletin and press statement, one file
 * per downloadable resource (a real ZIP where the type says ZIP) and each AGM's programme.
 */
import { strToU8, zipSync } from 'fflate';
import { agms } from '../../content/agm';
import type { Agm, Bulletin } from '../../content/schema';
import { bulletins } from '../../content/bulletins';
import { downloads } from '../../content/downloads';
import { membershipCategories } from '../../content/membership';
import { pressStatements } from '../../content/press';
import { site } from '../../content/site';
import { newestFirst } from '../../lib/agm';
import { formatLongDate } from '../../lib/dates';
import { agmProgrammeTitle } from '../../lib/documents';
import { buildPdf, writePdf, type Block } from '../lib/pdf';
import { resourceBody } from '../lib/resource-text';
import { samples } from '../lib/sample-files';

const contact: Block[] = [
  { kind: 'heading', text: 'Contact' },
  {
    kind: 'paragraph',
    text: `${site.name}, ${site.contacts.address.street}, ${site.contacts.address.poBox}, ${site.contacts.address.city}. ${site.contacts.email} - ${site.contacts.phone}`,
  },
];

function bulletinBlocks(item: Bulletin): Block[] {
  // The first AGM on or after the bulletin's day, if content has one.
  const nextAgm = newestFirst(agms)
    .reverse()
    .find((meeting) => meeting.date >= item.date);
  return [
    { kind: 'paragraph', text: item.description },
    { kind: 'heading', text: 'From the secretariat' },
    {
      kind: 'paragraph',
      text: 'This bulletin brings members the month’s news from the institute, the technical working groups and the wider environmental sector in Kenya. Members are encouraged to share field notes and announcements with the secretariat for the next edition.',
    },
    // The same lines the bulletin's page lists under "In this issue".
    ...(item.contents
      ? [{ kind: 'heading', text: 'In this issue' } as const, { kind: 'bullets', items: item.contents } as const]
      : []),
    { kind: 'heading', text: 'Upcoming dates' },
    {
      kind: 'table',
      columns: ['Event', 'Date', 'Where'],
      rows: [
        ...(nextAgm ? [[nextAgm.title, formatLongDate(nextAgm.date), nextAgm.venue]] : []),
        ['Monthly CPD webinar', 'Last Thursday of the month', 'Online'],
      ],
    },
    ...contact,
  ];
}

function pressBlocks(item: (typeof pressStatements)[number]): Block[] {
  return [
    { kind: 'paragraph', text: `FOR IMMEDIATE RELEASE - ${formatLongDate(item.date)} - ${item.category}` },
    { kind: 'paragraph', text: item.description },
    { kind: 'heading', text: 'Summary' },
    { kind: 'paragraph', text: item.summary },
    { kind: 'heading', text: 'About the institute' },
    {
      kind: 'paragraph',
      text: `${site.name} is the professional body of environmental practitioners in Kenya, founded in ${site.founded}, with more than ${site.claims.members.toLocaleString('en-US')} members.`,
    },
    ...contact,
  ];
}

function resourceBlocks(item: (typeof downloads)[number]): Block[] {
  return [
    { kind: 'paragraph', text: item.description },
    ...resourceBody(item, {
      institute: site.name,
      founded: site.founded,
      members: site.claims.members,
      trainingPrograms: site.claims.trainingPrograms,
      technicalGroups: site.claims.technicalGroups,
      professionalsTrained: site.claims.professionalsTrained,
      categories: membershipCategories
        .filter((category) => !('byNomination' in category && category.byNomination))
        .map((category) => category.type),
    }),
    { kind: 'heading', text: 'About this document' },
    {
      kind: 'table',
      columns: ['Category', 'Published', 'Format'],
      rows: [[item.category, formatLongDate(item.date), item.type]],
    },
    {
      kind: 'paragraph',
      text: 'Published by the institute for its members and the public. It may be shared with attribution to the institute.',
    },
    ...contact,
  ];
}

// Fixed timestamps keep the ZIP bytes identical on every run.
const zipTime = new Date('2025-01-01T00:00:00Z');

async function writeResource(item: (typeof downloads)[number]): Promise<void> {
  if (item.type === 'PDF') {
    await writePdf({
      path: item.file,
      title: item.title,
      subtitle: `${item.category} - ${formatLongDate(item.date)}`,
      blocks: resourceBlocks(item),
    });
    return;
  }
  const guide = await buildPdf({
    path: item.file,
    title: item.title,
    subtitle: `${item.category} - ${formatLongDate(item.date)}`,
    blocks: resourceBlocks(item),
  });
  const readme = `${item.title}\n\n${item.description}\n\nPublished by ${site.name}, ${formatLongDate(item.date)}.\nContents: guide.pdf (the document), README.txt (this file).\n`;
  const zip = zipSync(
    { 'guide.pdf': [guide, { mtime: zipTime }], 'README.txt': [strToU8(readme), { mtime: zipTime }] },
    { level: 9 },
  );
  samples.write(item.file, zip);
}

/** A meeting's programme, with the sessions every AGM holds. */
async function writeProgramme(meeting: Agm): Promise<void> {
  const year = Number(meeting.date.slice(0, 4));
  await writePdf({
    path: meeting.programmePdf,
    title: agmProgrammeTitle(meeting.title),
    subtitle: `${formatLongDate(meeting.date)} - ${meeting.venue}`,
    blocks: [
      { kind: 'paragraph', text: meeting.description },
      { kind: 'heading', text: 'Programme' },
      {
        kind: 'table',
        columns: ['Time', 'Session'],
        rows: [
          ['8:00 AM', 'Registration and welcome tea'],
          ['9:00 AM', 'Opening prayer, national anthem and welcome by the chairperson'],
          ['9:30 AM', `Confirmation of the minutes of the ${year - 1} AGM`],
          ['10:00 AM', 'Annual report of the council'],
          ['10:45 AM', 'Audited financial statements and appointment of auditors'],
          ['11:30 AM', 'Health break and exhibition'],
          ['12:00 PM', 'Keynote address by the guest of honour'],
          ['1:00 PM', 'Lunch'],
          ['2:00 PM', `Adoption of the ${year}-${year + 4} strategic plan`],
          ['3:00 PM', 'Election of council members'],
          ['4:00 PM', 'Awards for environmental excellence'],
          ['4:45 PM', 'Any other business and closing remarks'],
        ],
      },
      { kind: 'heading', text: 'Registration' },
      {
        kind: 'paragraph',
        text: `Members register by email to ${site.contacts.secretariatEmail}. Voting is open to members in good standing.`,
      },
      ...contact,
    ],
  });
}

export async function generate(): Promise<string[]> {
  const written: string[] = [];
  for (const item of bulletins) {
    await writePdf({
      path: item.file,
      title: item.title,
      subtitle: `${item.category} - ${formatLongDate(item.date)}`,
      blocks: bulletinBlocks(item),
    });
    written.push(item.file);
  }
  for (const item of pressStatements) {
    await writePdf({
      path: item.file,
      title: item.title,
      subtitle: `Press statement - ${formatLongDate(item.date)}`,
      blocks: pressBlocks(item),
    });
    written.push(item.file);
  }
  for (const item of downloads) {
    await writeResource(item);
    written.push(item.file);
  }
  for (const meeting of agms) {
    await writeProgramme(meeting);
    written.push(meeting.programmePdf);
  }
  return written;
}
