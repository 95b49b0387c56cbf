import { maxSlugLength } from '@/content/schema/values';
import { findBySlug, slugify, workingGroupSlug } from '@/lib/slug';
import { workingGroups } from '@/content/working-groups';

describe('slugify (working-group slug rule)', () => {
  it.each([
    ['Environmental Educators', 'environmental-educators'],
    ['Water Resource Management', 'water-resource-management'],
    ['Waste Management', 'waste-management'],
    ['Climate Change', 'climate-change'],
    ['Biodiversity / Natural Sciences', 'biodiversity---natural-sciences'],
    ['Built Environment & Construction', 'built-environment---construction'],
    ['Energy - Clean and Renewables', 'energy---clean-and-renewables'],
    ['Environmental Policy & Governance', 'environmental-policy---governance'],
    ['Environmental Advocacy', 'environmental-advocacy'],
    ['Environment Health and Safety (EHS)', 'environment-health-and-safety--ehs-'],
    ['Environmental Impact Assessment (EIA)', 'environmental-impact-assessment--eia-'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives every group of the content its own slug, found back by findBySlug', () => {
    const slugs = workingGroups.map((g) => slugify(g.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    workingGroups.forEach((group, index) =>
      expect(findBySlug(workingGroups, slugs[index], workingGroupSlug)).toBe(group),
    );
  });

  it('replaces every non-alphanumeric character, one for one, without trimming', () => {
    expect(slugify('  A’b  ')).toBe('--a-b--');
    expect(slugify('Über 2025!')).toBe('-ber-2025-');
    expect(slugify('')).toBe('');
  });
});

describe('findBySlug (twg lookup)', () => {
  it('finds a group by its slug', () => {
    expect(findBySlug(workingGroups, 'climate-change', workingGroupSlug)?.name).toBe('Climate Change');
    expect(findBySlug(workingGroups, 'environment-health-and-safety--ehs-', workingGroupSlug)?.name).toBe(
      'Environment Health and Safety (EHS)',
    );
    expect(findBySlug(workingGroups, 'biodiversity---natural-sciences', workingGroupSlug)?.name).toBe(
      'Biodiversity / Natural Sciences',
    );
  });

  it('ignores unknown, empty and missing values', () => {
    expect(findBySlug(workingGroups, 'unknown-group', workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, 'Climate Change', workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, 'climate-change ', workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, '', workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, null, workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, undefined, workingGroupSlug)).toBeUndefined();
  });

  it('ignores very long and hostile values', () => {
    expect(findBySlug(workingGroups, 'a'.repeat(maxSlugLength + 1), workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, 'climate-change'.repeat(100), workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, '<img src=x onerror=alert(1)>', workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, '"><script>alert(1)</script>', workingGroupSlug)).toBeUndefined();
    expect(findBySlug(workingGroups, 'climate-change<svg onload=alert(1)>', workingGroupSlug)).toBeUndefined();
  });
});
