import { keyAchievements } from '@/content/about';
import { councilMembers } from '@/content/council';
import { secretariatStaff } from '@/content/secretariat';
import { site } from '@/content/site';
import { workingGroups } from '@/content/working-groups';

describe('about and membership content', () => {
  it('fills every field of every council member and uses council/ images', () => {
    for (const member of councilMembers) {
      for (const value of Object.values(member)) expect(value).toBeTruthy();
      expect(member.achievements.length).toBeGreaterThan(0);
      expect(member.image.src).toMatch(/^council\/[a-z-]+$/);
    }
    // Names are unique: they key the grid (ids may repeat).
    expect(new Set(councilMembers.map((m) => m.name)).size).toBe(councilMembers.length);
  });

  it('gives every secretariat member a staff/ image', () => {
    for (const person of secretariatStaff) expect(person.image.src).toMatch(/^staff\/[a-z-]+$/);
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
