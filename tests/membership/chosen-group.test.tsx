import { render, screen } from '@testing-library/react';
import { ChosenGroup } from '@/components/membership/chosen-group';
import { workingGroups } from '@/content/working-groups';

const names = workingGroups.map((g) => g.name);
const defaultText = 'Members can take part in any of our 11 technical working groups.';

function visit(search: string) {
  window.history.replaceState({}, '', `/members/join${search}`);
  return render(<ChosenGroup groupNames={names} chaptersHref="/members/chapters" />);
}

describe('ChosenGroup', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('names the chosen working group', async () => {
    visit('?twg=climate-change');
    expect(await screen.findByText('You chose the Climate Change working group.')).toBeInTheDocument();
  });

  it('names a group whose slug has punctuation', async () => {
    visit('?twg=environment-health-and-safety--ehs-');
    expect(
      await screen.findByText('You chose the Environment Health and Safety (EHS) working group.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['', ''],
    ['empty', '?twg='],
    ['unknown', '?twg=forestry'],
    ['long', `?twg=${'a'.repeat(5000)}`],
  ])('shows the default for %s values', (_label, search) => {
    visit(search);
    expect(screen.getByText(defaultText, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/You chose/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the working groups' })).toHaveAttribute(
      'href',
      '/members/chapters',
    );
  });

  it('never renders a hostile value, as text or markup', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = visit(`?twg=${encodeURIComponent(hostile)}`);
    expect(screen.getByText(defaultText, { exact: false })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('onerror');
  });
});
