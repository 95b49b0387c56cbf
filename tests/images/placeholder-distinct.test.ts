/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { agms } from '@/content/agm';
import { blogPosts } from '@/content/blogs';
import { galleryPhotos } from '@/content/gallery';
import { hero } from '@/content/home';
import { sourceImagePath } from '@/scripts/images/sources';
import { collectImageRequests } from '@/scripts/image-jobs';
import { pages } from '@/content/pages';
import { calendarLead } from '@/content/training-info';
import { plainPages } from '@/lib/routes';

/**
 * Every scene photo must show its own scene: no two may be one picture recoloured or re-cropped.
 * A fingerprint that ignores colour tells: the source shrunk to 16 x 16 in greyscale, each pixel
 * one bit, lighter or darker than the picture's mean. A recoloured copy keeps nearly every bit; two
 * different scenes differ in many.
 */
const side = 16;
const minimumDistance = 14;

// Each photo once: two entries may show the same photo (a post copied with its picture).
const keys = [
  ...new Set([
    ...agms.flatMap((meeting) => meeting.photos.map((photo) => photo.src)),
    ...galleryPhotos.map((photo) => photo.src),
    ...blogPosts.map((post) => post.image.src),
    ...hero.slides.map((slide) => slide.src),
    ...Object.values(pages).flatMap((page) => ('image' in page && page.image ? [page.image.src] : [])),
    ...plainPages().flatMap((page) => page.body.flatMap((block) => (block.type === 'image' ? [block.src] : []))),
    calendarLead.image.src,
  ]),
];

async function fingerprint(image: string | Buffer): Promise<boolean[]> {
  const pixels = await sharp(image).greyscale().resize(side, side, { fit: 'fill' }).raw().toBuffer();
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  return [...pixels].map((value) => value > mean);
}

const distance = (a: boolean[], b: boolean[]) => a.filter((bit, index) => bit !== b[index]).length;

describe('scene photos', () => {
  it('are each a different picture', async () => {
    const paths = keys.map((key) => {
      const path = sourceImagePath(key);
      if (!path) throw new Error(`no source photo for ${key}`);
      return path;
    });
    const prints = await Promise.all(paths.map(fingerprint));
    const tooAlike: string[] = [];
    for (let i = 0; i < prints.length; i++) {
      for (let j = i + 1; j < prints.length; j++) {
        const d = distance(prints[i]!, prints[j]!);
        if (d < minimumDistance) tooAlike.push(`${paths[i]} and ${paths[j]} (${d} of ${side * side} bits differ)`);
      }
    }
    expect(tooAlike).toEqual([]);
    // Some 60 sources decoded: seconds on a busy machine.
  }, 30_000);

  // The site's own pictures (pages, hero, gallery, AGM, people) are each used once. Entries of the
  // lists editors add to (posts, statements, bulletins, issues, downloads) may share a photo.
  const sharedLists = ['blogs', 'press', 'bulletins', 'newsletter', 'downloads'].map((name) => `content/${name}.ts`);

  it('are each used once across the site', async () => {
    const repeated = (await collectImageRequests())
      .map((request) => ({ ...request, uses: request.uses.filter((use) => !sharedLists.includes(use.file)) }))
      .filter((request) => request.uses.length > 1)
      .map((request) => `${request.key}: ${request.uses.map((use) => `${use.file} "${use.entry}"`).join(', ')}`);
    expect(repeated).toEqual([]);
  });

  it('tells a recoloured copy from a different scene', async () => {
    // The check itself: the first photo tinted and brightened still reads as the same picture.
    const path = sourceImagePath(keys[0]!)!;
    const tinted = await sharp(path).tint('#7a4e2d').modulate({ brightness: 1.2 }).jpeg().toBuffer();
    const original = await fingerprint(path);
    expect(distance(original, await fingerprint(tinted))).toBeLessThan(minimumDistance);
  });
});
