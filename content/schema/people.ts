/** The council, the secretariat and the technical working groups. */
import { z } from 'zod';
import { count, email, httpsUrl, image, limited, text, texts, words } from './fields';
import { listOf, named } from './naming';
import { duplicates, type ContentRule } from './rules';
import { slugify } from './values';

export const councilMember = z.strictObject({
  /** Ids are duplicated in the source data for several members; never use them as keys. */
  id: count(),
  ...words('name', 'position', 'qualification'),
  // Added up for the council page's "years combined experience".
  experience: text().regex(/^\d+ years?$/, 'is not a number of years such as "12 years"'),
  specialization: text(),
  email,
  phone: text(),
  linkedin: httpsUrl,
  bio: text(),
  achievements: texts(),
  /** A portrait photo; without one the page shows the member's initials as a monogram. */
  image: image.optional(),
});
export type CouncilMember = z.infer<typeof councilMember>;

export const councilMission = z.strictObject({ title: text(), text: limited(600) });
export type CouncilMission = z.infer<typeof councilMission>;

export const councilFile = {
  councilMembers: listOf(councilMember, 'council member', ['name']),
  councilMission: named(councilMission, 'council mission'),
};

export const secretariatMember = z.strictObject({
  ...words('name', 'position'),
  email,
  phone: text().optional(),
  linkedin: httpsUrl,
  department: text(),
  description: limited(400),
  /** A portrait photo; without one the page shows the person's initials as a monogram. */
  image: image.optional(),
});
export type SecretariatStaff = z.infer<typeof secretariatMember>;

export const secretariatFile = {
  secretariatStaff: listOf(secretariatMember, 'staff member', ['name']),
  secretariatMission: text(),
};

export const workingGroup = z.strictObject({
  name: limited(80),
  /** Objectives. */
  text: limited(400),
  responsibility: texts(),
  membership: texts(),
});
export type WorkingGroup = z.infer<typeof workingGroup>;

export const workingGroupsFile = { workingGroups: listOf(workingGroup, 'working group', ['name']) };

export const workingGroupsRules: ContentRule = (exports) =>
  duplicates(
    'workingGroups',
    exports.workingGroups,
    'name',
    'gives the join link /members/join?twg=… of another group',
    (group) => (typeof group.name === 'string' ? slugify(group.name) : undefined),
  );
