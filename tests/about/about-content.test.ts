import { keyAchievements } from '@/content/about';
import { councilMembers, councilSummary } from '@/content/council';
import { secretariatStaff } from '@/content/secretariat';
import { site } from '@/content/site';
import { workingGroups } from '@/content/working-groups';

describe('about and membership content', () => {
  it('has at least 8 council members with every field filled and council/ images', () => {
    expect(councilMembers.length).toBeGreaterThanOrEqual(8);
    for (const member of councilMembers) {
      for (const value of Object.values(member)) expect(value).toBeTruthy();
      expect(member.achievements.length).toBeGreaterThan(0);
      expect(member.image.src).toMatch(/^council\/[a-z-]+$/);
    }
    // Names are unique (they key the grid) while ids repeat, as in the source data.
    expect(new Set(councilMembers.map((m) => m.name)).size).toBe(councilMembers.length);
    expect(new Set(councilMembers.map((m) => m.id)).size).toBeLessThan(councilMembers.length);
    expect(councilSummary).toEqual({ combinedExperience: '90+', specializations: 6 });
  });

  it('has three secretariat staff with staff/ images', () => {
    expect(secretariatStaff).toHaveLength(3);
    for (const person of secretariatStaff) expect(person.image.src).toMatch(/^staff\/[a-z-]+$/);
  });

  it('takes the key achievements from the site claims', () => {
    expect(keyAchievements.map((a) => a.value)).toEqual(Object.values(site.claims));
  });

  it('lists the 11 working groups, each with objectives, responsibilities and membership', () => {
    expect(workingGroups).toHaveLength(11);
    for (const group of workingGroups) {
      expect(group.text.length).toBeGreaterThan(20);
      expect(group.responsibility.length).toBeGreaterThan(0);
      expect(group.membership.length).toBeGreaterThan(0);
    }
  });
});
