import type { CouncilMember } from '@/content/schema';

/**
 * The council page's summary tiles, counted from the members so they never disagree with the grid:
 * their years of experience added up ("22 years" each) and their distinct specializations.
 */
export function councilFigures(members: readonly Pick<CouncilMember, 'experience' | 'specialization'>[]) {
  return {
    members: members.length,
    experienceYears: members.reduce((sum, member) => sum + (Number.parseInt(member.experience, 10) || 0), 0),
    specializations: new Set(members.map((member) => member.specialization.trim().toLowerCase())).size,
  };
}
