import { render } from '@testing-library/react';
import { PaperCover, PaperThumb } from '@/components/ui/paper-page';

// A drawn page prints its document's summary, so it reads as a page of print, not as a loading skeleton.
describe('a drawn document page', () => {
  const summary = 'Resolutions of the conference and the call for abstracts.';

  it('prints the summary under the title on a card and on a cover', () => {
    const card = render(
      <PaperThumb
        letterhead="EIK"
        kicker="Bulletin"
        date="2024-09-27"
        title="Expo Recap"
        text={summary}
        series="bulletin"
      />,
    );
    expect(card.container).toHaveTextContent(summary);
    const cover = render(
      <PaperCover letterhead="EIK" date="2024-09-27" title="Expo Recap" text={summary} series="bulletin" />,
    );
    expect(cover.container).toHaveTextContent(summary);
  });

  it('stays out of the accessibility tree and the search index, which read the card itself', () => {
    const { container } = render(
      <PaperThumb
        letterhead="EIK"
        kicker="Bulletin"
        date="2024-09-27"
        title="Expo Recap"
        text={summary}
        series="bulletin"
      />,
    );
    const drawing = container.firstElementChild!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('data-pagefind-ignore');
  });
});
