import { render, screen, within } from '@testing-library/react';
import { membershipCategories } from '@/content/membership';
import { FeeCard } from '@/components/membership/fee-card';
import { qualificationList } from '@/lib/membership';

const category = (id: string) => membershipCategories.find((each) => each.id === id)!;

describe('a membership card’s qualifications', () => {
  it('list the choices after a line ending in a colon under that line, not beside it', () => {
    render(<FeeCard category={category('associate')} />);
    const card = screen.getByRole('article', { name: 'Associate' });
    const [outer] = within(card).getAllByRole('list');
    const items = within(outer!)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === outer);
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Engaged in or seeking professional practice, plus one of:/);
    const choices = within(within(items[0]!).getByRole('list')).getAllByRole('listitem');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'An HND with at least 1 year of experience',
      'A diploma of at least 1 year with at least 2 years of experience',
      'An undergraduate degree',
    ]);
  });

  it('stay one list of requirements where no line introduces a choice', () => {
    render(<FeeCard category={category('student')} />);
    const card = screen.getByRole('article', { name: 'Student' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(category('student').qualifications.length);
    expect(within(card).getAllByRole('list')).toHaveLength(1);
  });

  it('keep a colon at the end with nothing after it as a plain line', () => {
    expect(qualificationList(['A degree', 'One of:'])).toEqual([
      { line: 'A degree', choices: [] },
      { line: 'One of:', choices: [] },
    ]);
  });
});
