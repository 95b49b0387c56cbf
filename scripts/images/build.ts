/**
 * The image step of `npm run build` and `npm run dev`, before Next renders: every image content refers
 * to, made from its source photo (pipeline.ts), the icons and default link-preview card, and the
 * cards of pages and items (cards.ts). All of it is build output, not committed.
 */
import { readdirSync, rmSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { collectImageRequests } from '@/scripts/image-jobs';
import { defaultCardSvg, logoMarkSvg } from './artwork';
import { FileCache, hashOf } from './cache';
import { formatPlainRange } from '@/lib/dates';
import { buildImages, ImageBuildError } from './pipeline';
import { drawCards } from './cards';
import { cardSubjects } from '@/lib/social-cards';
import { sourceExtensions, sourceFolder } from './sources';
import { problemsReport } from '@/scripts/lib/dev-preview';
import { writeFileWithFolders } from '@/scripts/lib/list-files';

const root = join(__dirname, '..', '..');
const manifestPath = join(root, '.generated', 'image-manifest.json');
const publicDir = join(root, 'public');
// Under node_modules so that hosts which keep node_modules between builds keep the encoded photos too.
const cacheDir = join(root, 'node_modules', '.cache', 'images');

/** A .ico file holding one PNG image (ICONDIR and one ICONDIRENTRY, then the PNG). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // where the PNG starts
  return Buffer.concat([header, png]);
}

/** Favicon, app icons and the default link-preview card, from the mark and the site's name. */
async function siteArtwork(site: { name: string; tagline: string; founded: number }): Promise<number> {
  const card = defaultCardSvg(site);
  const cache = new FileCache(cacheDir);
  const key = hashOf('site-artwork-1', logoMarkSvg(40), card);
  let files = cache.read(key);
  const encoded = files ? 0 : 5;
  if (!files) {
    const mark = (size: number) => Buffer.from(logoMarkSvg(size));
    files = new Map([
      ['icon.svg', Buffer.from(logoMarkSvg(40))],
      ['icon.png', await sharp(mark(512)).png().toBuffer()],
      ['apple-icon.png', await sharp(mark(180)).flatten({ background: '#ffffff' }).png().toBuffer()],
      ['favicon.ico', icoFromPng(await sharp(mark(48)).png().toBuffer(), 48)],
      // The cache stores flat names: `__` stands for a folder (public/og/default.png).
      ['og__default.png', await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toBuffer()],
    ]);
    cache.write(key, files);
  }
  for (const [name, data] of files) writeFileWithFolders(join(publicDir, name.replace('__', '/')), data);
  return encoded;
}

/** Source photos no content refers to: reported, not published. */
function unusedSources(used: Set<string>): string[] {
  const dir = join(root, sourceFolder);
  if (!existsSync(dir)) return [];
  const unused: string[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(dir, folder.name))) {
      const extension = extname(file);
      if (!(sourceExtensions as readonly string[]).includes(extension.toLowerCase())) continue;
      if (!used.has(`${folder.name}/${file.slice(0, -extension.length)}`))
        unused.push(`${sourceFolder}/${folder.name}/${file}`);
    }
  }
  return unused;
}

const report = problemsReport();

async function main() {
  const started = Date.now();
  // `--manifest-only` checks the sources and writes the manifest without encoding: the unit tests'
  // setup, so that they run on a fresh checkout before any build.
  const manifestOnly = process.argv.includes('--manifest-only');
  const { conferencePromo, site } = await import('@/content/site');
  const requests = await collectImageRequests(root);
  const options = {
    root,
    requests,
    outDir: join(publicDir, 'images'),
    // Under /images/ with the variants: every file there is named after its content (immutable).
    ogDir: join(publicDir, 'images', 'og'),
    manifestPath,
    cacheDir,
    poster: {
      key: conferencePromo.poster.src,
      text: {
        title: conferencePromo.title,
        dates: formatPlainRange(conferencePromo.days),
        venue: conferencePromo.venue,
      },
    },
  };
  if (manifestOnly) {
    await buildImages({ ...options, manifestOnly });
    return;
  }
  rmSync(join(publicDir, 'og'), { recursive: true, force: true });
  const result = await buildImages(options);
  const artworkEncoded = await siteArtwork(site);
  // After the photos: a card with a photo is named after the photo's version in the manifest.
  const cardsStarted = Date.now();
  const subjects = cardSubjects();
  const cards = await drawCards(subjects, { root, publicDir, cacheDir });
  console.log(
    `images: ${subjects.length} link-preview cards (${cards.reused} unchanged from the cache, ${cards.drawn} drawn) in ${(
      (Date.now() - cardsStarted) /
      1000
    ).toFixed(1)} s`,
  );
  for (const line of result.warnings) console.warn(`images: warning: ${line}`);
  for (const path of unusedSources(new Set(requests.map((r) => r.key))))
    console.warn(`images: ${path} is not used by any content, so it is not published`);
  report([]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${requests.length} from ${sourceFolder} (${result.reused} unchanged from the cache, ${
      result.encoded + artworkEncoded
    } files encoded) in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  report(
    error instanceof ImageBuildError
      ? error.problems
      : [`the images could not be made: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`],
  );
  if (error instanceof ImageBuildError) {
    console.error(`\nThe images could not be built. ${error.message}\n`);
  } else console.error(error);
  process.exit(1);
});
