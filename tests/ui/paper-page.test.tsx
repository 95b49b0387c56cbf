import { render } from '@testing-library/react';
import { PaperCover, PaperMini, PaperThumb } from '@/components/ui/paper-page';

// A drawn document is a title page: what it says is its letterhead, its kind and month and its title,
// with white below. Ruled grey lines read as a page still loading; its own summary again in tiny print
// beside the card's read as filler.
describe('a drawn document page', () => {
  const page = { letterhead: 'EIK', date: '2024-09-27', title: 'Expo Recap', series: 'bulletin' } as const;

  it('says what the document is and nothing else, on a card, a thumbnail and a cover', () => {
    expect(render(<PaperThumb {...page} kicker="Bulletin" />).container).toHaveTextContent(
      /^EIKBulletin · September 2024Expo Recap$/,
    );
    expect(render(<PaperMini {...page} />).container).toHaveTextContent(/^September 2024Expo Recap$/);
    const cover = render(<PaperCover {...page} />).container;
    expect(cover).toHaveTextContent(/^EIKSeptember 2024Expo Recap$/);
    expect(cover.querySelectorAll('.rounded-full')).toHaveLength(0);
  });

  it('stays out of the accessibility tree and the search index, which read the card itself', () => {
    const drawing = render(<PaperThumb {...page} kicker="Bulletin" />).container.firstElementChild!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('data-pagefind-ignore');
  });
});
