import { render, screen } from '@testing-library/react';
import { WorkingGroupAccordion } from '@/components/membership/working-group-accordion';
import { workingGroups } from '@/content/working-groups';

describe('WorkingGroupAccordion', () => {
  it('renders every group as an exclusive disclosure, the first open', () => {
    const { container } = render(<WorkingGroupAccordion groups={workingGroups} joinHref="/members/join" />);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(11);
    expect(details.every((d) => d.getAttribute('name') === 'twg')).toBe(true);
    expect(details.map((d) => d.open)).toEqual([true, ...Array(10).fill(false)]);
    // Every group's content is in the HTML, so it is readable without JavaScript.
    expect(screen.getAllByText('Objectives')).toHaveLength(11);
    expect(screen.getAllByText('Key responsibilities')).toHaveLength(11);
    expect(screen.getAllByText('Ideal membership')).toHaveLength(11);
  });

  it('links each group to the join page with its slug', () => {
    const { container } = render(<WorkingGroupAccordion groups={workingGroups} joinHref="/members/join" />);
    const hrefs = [...container.querySelectorAll('details a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/members/join?twg=environment-health-and-safety--ehs-');
    expect(hrefs).toContain('/members/join?twg=biodiversity---natural-sciences');
    expect(hrefs).toHaveLength(11);
    expect(new Set(hrefs).size).toBe(11);
  });
});
