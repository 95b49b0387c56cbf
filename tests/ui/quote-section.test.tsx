import { render, screen } from '@testing-library/react';
import { QuoteSection } from '@/components/ui/quote-block';

const words = {
  quote: 'The trainings got me through my first environmental audits.',
  name: 'A. Member',
  role: 'Associate member',
};

describe('a quote in its own section', () => {
  it('shows the words and who said them', () => {
    render(<QuoteSection testimonial={words} label="A member’s story" />);
    const section = screen.getByRole('region', { name: 'A member’s story' });
    expect(section).toHaveTextContent(words.quote);
    expect(section).toHaveTextContent('A. Member');
  });

  it('shows nothing while the words are a stand-in', () => {
    const { container } = render(<QuoteSection testimonial={{ ...words, standIn: true }} label="A member’s story" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(words.quote)).toBeNull();
  });
});
