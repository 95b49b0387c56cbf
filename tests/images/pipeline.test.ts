/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Shape } from '@/scripts/image-jobs';
import { buildImages, ImageBuildError, type PipelineOptions } from '@/scripts/images/pipeline';
import { sourceImagePath } from '@/scripts/images/sources';
import { defaultCardSvg } from '@/scripts/images/artwork';
import { site } from '@/content/site';
import { defaultOgImage } from '@/lib/seo';
import { imageVariantUrl } from '@/lib/image-url';

// Small shapes keep the encodes quick; the pipeline treats every folder the same way.
const shapes: Record<string, Shape> = {
  photos: { width: 400, height: 300, widths: [100, 200, 400] },
  square: { width: 200, height: 200, widths: [100, 200] },
  logos: { width: 160, height: 60, widths: [80, 160], avif: false, fit: 'contain' },
  posters: { width: 200, height: 250, widths: [100, 200] },
};

let root: string;

function options(requests: PipelineOptions['requests'], extra: Partial<PipelineOptions> = {}): PipelineOptions {
  return {
    root,
    requests,
    outDir: join(root, 'public', 'images'),
    ogDir: join(root, 'public', 'og'),
    manifestPath: join(root, '.generated', 'image-manifest.json'),
    cacheDir: join(root, 'cache'),
    shapes,
    ...extra,
  };
}

const use = (key: string, entry = 'An entry') => ({ key, uses: [{ file: 'content/blogs.ts', entry }] });

/** Writes a source photo made of horizontal bands of colour (top to bottom), as stored. */
async function writeSource(
  path: string,
  width: number,
  bands: string[],
  height: number,
  encode: (image: Sharp) => Sharp = (image) => image.jpeg({ quality: 90 }),
) {
  const bandHeight = Math.ceil(height / bands.length);
  const layers = bands.map((colour, index) => ({
    input: { create: { width, height: bandHeight, channels: 3 as const, background: colour } },
    left: 0,
    top: Math.min(index * bandHeight, height - bandHeight),
  }));
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: '#808080' } }).composite(layers);
  await encode(sharp(await image.png().toBuffer())).toFile(file);
}

/** The file of one variant at the address the site writes for it (the manifest's version in its name). */
function variantFile(key: string, width: number, format: 'avif' | 'webp'): string {
  const manifest = JSON.parse(readFileSync(join(root, '.generated', 'image-manifest.json'), 'utf8')) as Record<
    string,
    { version: string }
  >;
  return join(root, 'public', imageVariantUrl(key, manifest[key]!.version, width, format));
}

const version = expect.stringMatching(/^[0-9a-f]{10}$/);

async function pixel(file: string, x: number, y: number) {
  // From the bytes, not the path: sharp caches what it decoded from a path, and a rebuild rewrites it.
  const { data, info } = await sharp(readFileSync(file)).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'images-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the image pipeline', () => {
  it('turns a JPEG with EXIF rotation and another aspect into AVIF and WebP of the folder’s shape, never enlarged', async () => {
    // Stored 500 x 300 with red above blue; EXIF orientation 6 shows it turned a quarter clockwise,
    // upright 300 x 500 with red on the right. Cropped to 4:3 it can fill 300 px: 100 and 200, not 400.
    await writeSource('content/images/photos/turned.jpg', 500, ['#ff0000', '#0000ff'], 300, (image) =>
      image.jpeg({ quality: 90 }).withMetadata({ orientation: 6 }),
    );
    expect((await sharp(join(root, 'content/images/photos/turned.jpg')).metadata()).orientation).toBe(6);

    const result = await buildImages(options([use('photos/turned')]));

    expect(result.manifest['photos/turned']).toEqual({ version, width: 200, height: 150, widths: [100, 200] });
    for (const width of [100, 200]) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(variantFile('photos/turned', width, format)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, width * 0.75]);
      }
    }
    expect(existsSync(variantFile('photos/turned', 400, 'webp'))).toBe(false);
    expect(existsSync(variantFile('photos/turned', 400, 'avif'))).toBe(false);
    // Upright, what was the top band (red) is on the right and the bottom band (blue) on the left.
    const left = await pixel(variantFile('photos/turned', 200, 'webp'), 10, 75);
    const right = await pixel(variantFile('photos/turned', 200, 'webp'), 190, 75);
    expect(left.b).toBeGreaterThan(200);
    expect(left.r).toBeLessThan(60);
    expect(right.r).toBeGreaterThan(200);
    expect(right.b).toBeLessThan(60);
  });

  it('writes the manifest where the site reads it, with every width a large source can fill', async () => {
    await writeSource('content/images/photos/large.png', 1000, ['#2a6836'], 900, (image) => image.png());
    await buildImages(options([use('photos/large')]));
    const manifest = JSON.parse(readFileSync(join(root, '.generated', 'image-manifest.json'), 'utf8')) as unknown;
    expect(manifest).toEqual({ 'photos/large': { version, width: 400, height: 300, widths: [100, 200, 400] } });
  });

  it('keeps the focal point in the picture when cropping', async () => {
    // Upright 200 x 600, green on top, grey below: a square crop around the middle shows only grey.
    await writeSource('content/images/square/person.jpg', 200, ['#00c000', '#808080', '#808080'], 600);
    await buildImages(options([{ ...use('square/person'), focus: 'top' }]));
    const top = await pixel(variantFile('square/person', 200, 'webp'), 100, 100);
    expect(top.g).toBeGreaterThan(150);
    expect(top.r).toBeLessThan(80);

    await buildImages(options([use('square/person')]));
    const middle = await pixel(variantFile('square/person', 200, 'webp'), 100, 100);
    expect(middle.g).toBeLessThan(150);
  });

  it('fits a logo whole on white, in WebP only', async () => {
    await writeSource('content/images/logos/partner.png', 120, ['#123456'], 120, (image) => image.png());
    const { manifest } = await buildImages(options([use('logos/partner')]));
    expect(manifest['logos/partner']).toEqual({ version, width: 160, height: 60, widths: [80, 160], avif: false });
    const meta = await sharp(variantFile('logos/partner', 160, 'webp')).metadata();
    expect([meta.width, meta.height]).toEqual([160, 60]);
    expect(existsSync(variantFile('logos/partner', 160, 'avif'))).toBe(false);
    const side = await pixel(variantFile('logos/partner', 160, 'webp'), 5, 30);
    expect(side).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('names the content entry, the key, the expected path and the problem for a missing, unreadable or too small source, all at once', async () => {
    await writeSource('content/images/photos/tiny.jpg', 90, ['#ff0000'], 90);
    mkdirSync(join(root, 'content/images/photos'), { recursive: true });
    writeFileSync(join(root, 'content/images/photos/broken.jpg'), 'this is not a photo');
    await writeSource('content/images/photos/fine.jpg', 400, ['#2a6836'], 300);

    const run = buildImages(
      options([
        use('photos/tiny', 'wetlands-of-nairobi'),
        use('photos/none', 'a-new-post'),
        use('photos/broken', 'another-post'),
        use('photos/fine'),
        use('nofolder/photo', 'odd'),
      ]),
    );

    await expect(run).rejects.toBeInstanceOf(ImageBuildError);
    const { problems } = (await run.catch((error: unknown) => error)) as ImageBuildError;
    expect(problems).toHaveLength(4);
    expect(problems).toContainEqual(
      'content/blogs.ts, "wetlands-of-nairobi": image "photos/tiny": content/images/photos/tiny.jpg is 90 x 90 pixels, too small for the "photos" folder: it needs at least 100 x 75 once cropped to its shape (400 x 300 or larger gives every size)',
    );
    expect(problems).toContainEqual(
      'content/blogs.ts, "a-new-post": image "photos/none" has no source photo: add content/images/photos/none.jpg (or .png, .webp) of at least 100 x 75 pixels',
    );
    expect(problems.find((p) => p.includes('"photos/broken"'))).toMatch(
      /^content\/blogs\.ts, "another-post": image "photos\/broken": content\/images\/photos\/broken\.jpg cannot be read as a JPEG, PNG or WebP photo/,
    );
    expect(problems.find((p) => p.includes('nofolder'))).toContain('is not in an image folder');
    // Nothing is published from a failed run.
    expect(existsSync(join(root, '.generated', 'image-manifest.json'))).toBe(false);
  });

  it('encodes nothing again when the sources are unchanged, and only the changed photo otherwise', async () => {
    await writeSource('content/images/photos/one.jpg', 400, ['#2a6836'], 300);
    await writeSource('content/images/photos/two.jpg', 400, ['#f1d796'], 300);
    const requests = [use('photos/one'), use('photos/two')];

    const first = await buildImages(options(requests));
    expect(first.encoded).toBe(12); // 3 widths x 2 formats x 2 photos
    const variant = readFileSync(variantFile('photos/one', 400, 'avif'));

    rmSync(join(root, 'public'), { recursive: true });
    const second = await buildImages(options(requests));
    expect(second.encoded).toBe(0);
    expect(second.reused).toBe(2);
    expect(readFileSync(variantFile('photos/one', 400, 'avif'))).toEqual(variant);
    expect(second.manifest).toEqual(first.manifest);

    await writeSource('content/images/photos/two.jpg', 400, ['#136642'], 300);
    const third = await buildImages(options(requests));
    expect(third.encoded).toBe(6);
    expect(third.reused).toBe(1);
  });

  it('warns about a photo too small to fill its largest size, naming the size to export', async () => {
    await writeSource('content/images/photos/small.jpg', 250, ['#2a6836'], 200);
    await writeSource('content/images/photos/large.jpg', 800, ['#2a6836'], 600);
    const { warnings } = await buildImages(options([use('photos/small', 'A small photo'), use('photos/large')]));
    expect(warnings).toEqual([
      'content/blogs.ts, "A small photo": image "photos/small": content/images/photos/small.jpg is 250 x 200 pixels, so it looks soft where the page shows it wider than 200 px: export it at 400 x 300 pixels or larger',
    ]);
  });

  it('gives a replaced photo new addresses, so no visitor’s cache can keep the old one', async () => {
    await writeSource('content/images/photos/one.jpg', 400, ['#2a6836'], 300);
    const first = await buildImages(options([use('photos/one')]));
    const before = variantFile('photos/one', 400, 'webp');
    await writeSource('content/images/photos/one.jpg', 400, ['#f1d796'], 300);
    const second = await buildImages(options([use('photos/one')]));
    const after = variantFile('photos/one', 400, 'webp');
    expect(second.manifest['photos/one']!.version).not.toBe(first.manifest['photos/one']!.version);
    expect(after).not.toBe(before);
    expect(existsSync(after)).toBe(true);
    // The old variants are gone from the output: nothing links to them any more.
    expect(existsSync(before)).toBe(false);
  });

  it('draws the poster’s text again when the conference changes, over the same photo', async () => {
    await writeSource('content/images/posters/conference.jpg', 400, ['#2a6836'], 225);
    const text = { title: '4th Conference', dates: '10 - 12 September 2025', venue: 'Nairobi' };
    const first = await buildImages(
      options([use('posters/conference')], { poster: { key: 'posters/conference', text } }),
    );
    expect(first.manifest['posters/conference']).toEqual({ version, width: 200, height: 250, widths: [100, 200] });
    const before = readFileSync(variantFile('posters/conference', 200, 'webp'));

    const moved = { ...text, title: '5th Conference', dates: '1 - 3 July 2026' };
    const second = await buildImages(
      options([use('posters/conference')], { poster: { key: 'posters/conference', text: moved } }),
    );
    expect(second.encoded).toBeGreaterThan(0);
    expect(readFileSync(variantFile('posters/conference', 200, 'webp'))).not.toEqual(before);
  });
});

describe('sourceImagePath', () => {
  it('finds the source of a key in any accepted extension, and nothing for a key without one', async () => {
    await writeSource('content/images/photos/camera.JPG', 400, ['#2a6836'], 300);
    await writeSource('content/images/photos/drawn.webp', 400, ['#2a6836'], 300, (image) => image.webp());
    expect(sourceImagePath('photos/camera', root)).toBe('content/images/photos/camera.JPG');
    expect(sourceImagePath('photos/drawn', root)).toBe('content/images/photos/drawn.webp');
    expect(sourceImagePath('photos/none', root)).toBeUndefined();
    expect(sourceImagePath('../photos/drawn', root)).toBeUndefined();
  });

  it('knows every image the site’s content refers to', async () => {
    const { collectImageRequests } = await import('@/scripts/image-jobs');
    const requests = await collectImageRequests();
    expect(requests.length).toBeGreaterThan(0);
    for (const { key } of requests) expect(sourceImagePath(key)).toMatch(new RegExp(`^content/images/${key}\\.`));
  });
});

describe('the default link-preview card', () => {
  it("is drawn from the site's name as a PNG of the size the pages announce", async () => {
    const png = await sharp(Buffer.from(defaultCardSvg(site)))
      .png()
      .toBuffer();
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({
      width: defaultOgImage.width,
      height: defaultOgImage.height,
      format: 'png',
    });
  });
});
