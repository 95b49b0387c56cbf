import { render } from '@testing-library/react';
import { PaperCover, PaperThumb } from '@/components/ui/paper-page';

// A drawn page prints its document's summary, so it reads as a page of print, not as a loading skeleton.
describe('a drawn document page', () => {
  const summary = 'Resolutions of the conference and the call for abstracts.';
  const page = {
    letterhead: 'EIK',
    date: '2024-09-27',
    title: 'Expo Recap',
    text: summary,
    series: 'bulletin',
  } as const;

  it('prints the summary under the title on a card and on a cover', () => {
    expect(render(<PaperThumb {...page} kicker="Bulletin" />).container).toHaveTextContent(summary);
    expect(render(<PaperCover {...page} />).container).toHaveTextContent(summary);
  });

  it('stays out of the accessibility tree and the search index, which read the card itself', () => {
    const drawing = render(<PaperThumb {...page} kicker="Bulletin" />).container.firstElementChild!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('data-pagefind-ignore');
  });
});
