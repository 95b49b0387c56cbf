import type { CouncilMember } from '@/content/schema';

/** The council page's summary tiles: members, years of experience ("22 years" each) and specializations. */
export function councilFigures(members: readonly Pick<CouncilMember, 'experience' | 'specialization'>[]) {
  return {
    members: members.length,
    experienceYears: members.reduce((sum, member) => sum + (Number.parseInt(member.experience, 10) || 0), 0),
    specializations: new Set(members.map((member) => member.specialization.trim().toLowerCase())).size,
  };
}
