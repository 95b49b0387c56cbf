import { keyAchievements } from '@/content/about';
import { councilMembers } from '@/content/council';
import { secretariatStaff } from '@/content/secretariat';
import { site } from '@/content/site';
import { workingGroups } from '@/content/working-groups';
import { initialsOf } from '@/lib/initials';
import type { CouncilMember, SecretariatStaff } from '@/content/schema';

const council: readonly CouncilMember[] = councilMembers;
const staff: readonly SecretariatStaff[] = secretariatStaff;

describe('about and membership content', () => {
  it('fills every field of every council member; a portrait, if any, is a council/ image', () => {
    for (const member of council) {
      for (const value of Object.values(member)) expect(value).toBeTruthy();
      expect(member.achievements.length).toBeGreaterThan(0);
      if (member.image) expect(member.image.src).toMatch(/^council\/[a-z-]+$/);
      // Without a portrait the page shows initials: every name has two.
      else expect(initialsOf(member.name)).toMatch(/^\p{Lu}{2}$/u);
    }
    // Names are unique: they key the grid (ids may repeat).
    expect(new Set(councilMembers.map((m) => m.name)).size).toBe(councilMembers.length);
  });

  it('gives every secretariat member a staff/ portrait or two initials', () => {
    for (const person of staff) {
      if (person.image) expect(person.image.src).toMatch(/^staff\/[a-z-]+$/);
      else expect(initialsOf(person.name)).toMatch(/^\p{Lu}{2}$/u);
    }
  });

  it('takes initials from the first and last name, leaving titles out', () => {
    expect(initialsOf('Dr. Grace Wanjiku Mwangi')).toBe('GM');
    expect(initialsOf('CPA James Kiprono Rotich')).toBe('JR');
    expect(initialsOf('Eng. Peter Otieno Odhiambo')).toBe('PO');
    expect(initialsOf('Amina')).toBe('A');
  });

  it('takes the key achievements from the site claims', () => {
    expect(keyAchievements.map((a) => a.value)).toEqual(Object.values(site.claims));
  });

  it('gives every working group objectives, responsibilities and membership', () => {
    for (const group of workingGroups) {
      expect(group.text.length).toBeGreaterThan(20);
      expect(group.responsibility.length).toBeGreaterThan(0);
      expect(group.membership.length).toBeGreaterThan(0);
    }
  });
});
