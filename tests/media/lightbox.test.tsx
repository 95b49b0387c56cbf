import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightboxGallery, LightboxTrigger, type LightboxPhoto } from '@/components/media/lightbox';

const photos: LightboxPhoto[] = [
  {
    large: '/images/a-1200.webp',
    alt: 'Tree planting in the Mau',
    caption: 'Mau Forest, 2024',
    width: 1200,
    height: 800,
  },
  { large: '/images/b-1200.webp', alt: 'Workshop participants', caption: 'EIA workshop', width: 1200, height: 800 },
  { large: '/images/c-1200.webp', alt: 'Beach clean-up', caption: 'Clean-up day, Mombasa', width: 1200, height: 800 },
];

function renderGallery() {
  return render(
    <LightboxGallery photos={photos} label="Gallery photo viewer">
      <ul>
        {photos.map((photo, index) => (
          <li key={photo.large}>
            <LightboxTrigger index={index}>
              <img src={`/thumb-${index}.webp`} alt={photo.alt} />
            </LightboxTrigger>
          </li>
        ))}
      </ul>
    </LightboxGallery>,
  );
}

const dialog = () => document.querySelector('dialog')!;
const shown = () => dialog().querySelector('img');

describe('Lightbox', () => {
  it('loads neither the viewer nor a large image until a photo is opened', () => {
    renderGallery();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('img[src$="-1200.webp"]')).toBeNull();
  });

  it('opens the chosen photo with a counter, moves with buttons and arrow keys, wraps around', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Workshop participants' }));
    // The viewer's script comes on the first open.
    expect(await screen.findByText('Image 2 of 3')).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('open');
    expect(shown()).toHaveAttribute('src', '/images/b-1200.webp');
    expect(shown()).toHaveAttribute('alt', 'Workshop participants');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('EIA workshop')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toHaveAttribute('src', '/images/b-1200.webp');
  });

  it('moves by swipe', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Tree planting in the Mau' }));
    await screen.findByText('Image 1 of 3');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.touchStart(dialog(), { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(dialog(), { changedTouches: [{ clientX: 100 }] });
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.touchStart(dialog(), { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(dialog(), { changedTouches: [{ clientX: 300 }] });
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    // A tap is not a swipe.
    fireEvent.touchStart(dialog(), { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(dialog(), { changedTouches: [{ clientX: 110 }] });
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
  });

  it('closes with its button and returns focus to the photo that opened it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const trigger = screen.getByRole('button', { name: 'Beach clean-up' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Close image viewer' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(shown()).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
