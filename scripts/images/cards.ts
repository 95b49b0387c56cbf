/**
 * Draws the link-preview card of every page and item without a photo card (lib/social-cards.ts) into
 * public/images/og/cards/, cached under the hash of its drawing and photo. A card that cannot be drawn
 * stops the build, naming it.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { cardPhotoWidth, cardSize } from '@/lib/social-card-layout';
import { cardFile, subjectSvg, type CardSubject } from '@/lib/social-cards';
import { FileCache, hashOf } from './cache';
import { sourceImagePath } from './sources';
import { writeFileWithFolders } from '@/scripts/lib/list-files';

// Part of every cache key: change it when the encoding below changes.
const recipe = 'social-card-1:jpeg-q84-mozjpeg';

interface CardOptions {
  root: string;
  /** public/: a card's address (/images/og/cards/...) is its path below it. */
  publicDir: string;
  cacheDir: string;
  /** How many cards are drawn at once; one per core by default. */
  parallel?: number;
}

/** The JPEG of one card: the SVG drawing, with the item's photo over its right part. */
export async function drawCard(subject: CardSubject, root: string): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (subject.photo) {
    const source = sourceImagePath(subject.photo, root);
    if (!source) throw new Error(`the photo "${subject.photo}" has no source under content/images`);
    const photo = await sharp(readFileSync(join(root, source)))
      .rotate()
      .resize(cardPhotoWidth, cardSize.height, { fit: 'cover', position: sharp.strategy.attention })
      .toBuffer();
    layers.push({ input: photo, left: cardSize.width - cardPhotoWidth, top: 0 });
  }
  return sharp(Buffer.from(subjectSvg(subject)))
    .composite(layers)
    .flatten({ background: '#07251a' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Draws (or copies from the cache) every card, `parallel` at a time. */
export async function drawCards(subjects: CardSubject[], options: CardOptions) {
  const cache = new FileCache(options.cacheDir);
  const queue = subjects.map((subject) => ({ subject, file: cardFile(subject) }));
  const result = { drawn: 0, reused: 0 };
  const problems: string[] = [];
  const publish = async ({ subject, file }: (typeof queue)[number]) => {
    // The file name holds the hash of the drawing and of the photo's version.
    const key = hashOf(recipe, file.split('.').at(-2)!);
    let jpeg = cache.read(key)?.get('card.jpg');
    if (jpeg) result.reused++;
    else {
      try {
        jpeg = await drawCard(subject, options.root);
      } catch (error) {
        problems.push(`card "${subject.key}" (${subject.kind}: ${subject.title}): ${(error as Error).message}`);
        return;
      }
      result.drawn++;
      cache.write(key, new Map([['card.jpg', jpeg]]));
    }
    writeFileWithFolders(join(options.publicDir, file), jpeg);
  };
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await publish(next);
  };
  const parallel = Math.max(1, options.parallel ?? availableParallelism());
  await Promise.all(Array.from({ length: parallel }, worker));
  if (problems.length > 0) throw new Error(`Link-preview cards could not be drawn:\n  - ${problems.join('\n  - ')}`);
  return result;
}
