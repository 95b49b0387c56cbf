import { render, screen, waitFor } from '@testing-library/react';
import { PromoDialogPoster } from '@/components/layout/promo-dialog-poster';
import { conferencePromo } from '@/content/site';
import { imageInfo } from '@/lib/images';

describe('PromoDialogPoster', () => {
  const drawImage = jest.fn();
  let decode: jest.SpyInstance;

  beforeEach(() => {
    drawImage.mockClear();
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
    // jsdom decodes nothing: every image "decodes" unless a test says otherwise.
    HTMLImageElement.prototype.decode ??= () => Promise.resolve();
    decode = jest.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is an image named by the poster description, with the poster proportions reserved', () => {
    render(<PromoDialogPoster {...conferencePromo.poster} info={imageInfo(conferencePromo.poster.src)} />);
    const poster = screen.getByRole('img', { name: conferencePromo.poster.alt });
    const { width, height } = imageInfo(conferencePromo.poster.src);
    expect(poster).toHaveAttribute('width', String(width));
    expect(poster).toHaveAttribute('height', String(height));
  });

  it('draws the poster from its AVIF variant', async () => {
    render(<PromoDialogPoster {...conferencePromo.poster} info={imageInfo(conferencePromo.poster.src)} />);
    await waitFor(() => expect(drawImage).toHaveBeenCalledTimes(1));
    const image = drawImage.mock.calls[0][0] as HTMLImageElement;
    expect(image.src).toMatch(new RegExp(`/images/${conferencePromo.poster.src}-\\d+\\.[0-9a-f]{10}\\.avif$`));
  });

  it('falls back to WebP where AVIF cannot be decoded', async () => {
    decode.mockImplementation(function (this: HTMLImageElement) {
      return this.src.endsWith('.avif') ? Promise.reject(new Error('unsupported')) : Promise.resolve();
    });
    render(<PromoDialogPoster {...conferencePromo.poster} info={imageInfo(conferencePromo.poster.src)} />);
    await waitFor(() => expect(drawImage).toHaveBeenCalledTimes(1));
    expect((drawImage.mock.calls[0][0] as HTMLImageElement).src).toMatch(/\.webp$/);
  });
});
