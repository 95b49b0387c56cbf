import { render, screen, within } from '@testing-library/react';
import { PartnersSection } from '@/components/home/partners-section';
import { partnerRows } from '@/content/partners';
import type { Partner } from '@/content/schema';
import { pages } from '@/content/pages';

const { sections, texts } = pages.home;
const copy = { heading: sections.partners, labels: { pause: texts.pausePartners, play: texts.playPartners } };

// The manifest is build output; a small one stands in for it.
jest.mock('@/lib/image-manifest', () => ({
  readImageManifest: () => ({
    'partners/sample-logo': { version: '0a1b2c3d4e', width: 320, height: 120, widths: [160, 320], avif: false },
  }),
}));

describe('PartnersSection', () => {
  it('names every partner in text, once for assistive technology, with no picture standing in for it', () => {
    render(<PartnersSection rows={partnerRows} {...copy} />);
    const section = screen.getByRole('heading', { name: 'Our Partners' }).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    const partners: Partner[] = partnerRows.flat();
    expect(items.map((item) => item.textContent)).toEqual(partners.map((p) => `${p.short ?? ''}${p.name}`));
    expect(within(section).queryAllByRole('img')).toHaveLength(partners.filter((p) => p.logo).length);
  });

  it('shows a supplied logo with the partner’s name as its alternative text', () => {
    render(
      <PartnersSection
        rows={[[{ name: 'Kenya Forest Service', short: 'KFS', logo: 'partners/sample-logo' }]]}
        {...copy}
      />,
    );
    const logo = screen.getByRole('img', { name: 'Kenya Forest Service' });
    expect(logo).toHaveAttribute('src', '/images/partners/sample-logo-320.0a1b2c3d4e.webp');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('KFS')).toBeNull();
  });
});
