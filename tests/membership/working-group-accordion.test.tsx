import { render, screen } from '@testing-library/react';
import { WorkingGroupAccordion } from '@/components/membership/working-group-accordion';
import { workingGroups } from '@/content/working-groups';
import { slugify } from '@/lib/slug';

describe('WorkingGroupAccordion', () => {
  it('renders every group as an exclusive disclosure, the first open', () => {
    const { container } = render(<WorkingGroupAccordion groups={workingGroups} joinHref="/members/join" />);
    const details = [...container.querySelectorAll('details')];
    const count = workingGroups.length;
    expect(details).toHaveLength(count);
    expect(details.every((d) => d.getAttribute('name') === 'twg')).toBe(true);
    expect(details.map((d) => d.open)).toEqual([true, ...Array(count - 1).fill(false)]);
    // Every group's content is in the HTML, so it is readable without JavaScript.
    expect(screen.getAllByText('Objectives')).toHaveLength(count);
    expect(screen.getAllByText('Key responsibilities')).toHaveLength(count);
    expect(screen.getAllByText('Ideal membership')).toHaveLength(count);
  });

  it('links each group to the join page with its slug', () => {
    const { container } = render(<WorkingGroupAccordion groups={workingGroups} joinHref="/members/join" />);
    const hrefs = [...container.querySelectorAll('details a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(workingGroups.map((group) => `/members/join?twg=${slugify(group.name)}`));
    expect(new Set(hrefs).size).toBe(workingGroups.length);
  });

  it('writes a group name with punctuation as the spec’s slug', () => {
    const [first] = workingGroups;
    const { container } = render(
      <WorkingGroupAccordion
        groups={[{ ...first!, name: 'Environment Health and Safety (EHS)' }]}
        joinHref="/members/join"
      />,
    );
    expect(container.querySelector('details a')).toHaveAttribute(
      'href',
      '/members/join?twg=environment-health-and-safety--ehs-',
    );
  });
});
