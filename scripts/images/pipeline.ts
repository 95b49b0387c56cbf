/**
 * Each image content refers to, from its source under content/images (turned upright, cropped to its
 * folder's shape around the focal point, never enlarged) to AVIF and WebP variants and a manifest
 * entry. Encoded files are cached by the source's bytes; every problem of a run is reported at once.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import type { ImageInfo } from '@/lib/images';
import { folderShapes, type ImageRequest, type ImageUse, type Shape } from '@/scripts/image-jobs';
import { posterOverlay, posterTextShare, type PosterText } from './artwork';
import { FileCache, hashOf } from './cache';
import { focusProblem } from '@/content/schema';
import { cropRegion, type Region } from '@/lib/image-focus';
import { sourceCandidates, sourceImagePaths } from './sources';
import { writeFileWithFolders } from '@/scripts/lib/list-files';

// Part of every cache key: change it when the encoding below changes.
const recipeVersion = 1;
// Effort 2 encodes AVIF about seven times faster than the default 4 for files about a quarter larger:
// every clean build (a host's first deploy, CI) encodes every photo, so speed wins here.
const avifOptions = { quality: 50, effort: 2 } as const;
const webpOptions = { quality: 72 } as const;
const ogCardSize = { width: 1200, height: 630 };

export interface PipelineOptions {
  /** The repository (or a test's copy): sources are read from content/images below it. */
  root: string;
  requests: ImageRequest[];
  /**
   * Where the variants are written, as `<key>-<width>.<version>.avif|webp`: the version is a hash of
   * the photo and its recipe, so a replaced photo has new addresses and old ones can be cached forever.
   */
  outDir: string;
  /** Where link-preview cards are written, as `<key>.<version>.jpg`. */
  ogDir: string;
  manifestPath: string;
  cacheDir: string;
  shapes?: Record<string, Shape>;
  /** The poster whose text panel is drawn from content above its photo band. */
  poster?: { key: string; text: PosterText };
  /** Only check the sources and write the manifest (the unit tests' quick step). */
  manifestOnly?: boolean;
}

/** The manifest, the files encoded, the images copied from the cache, and the photos too small to fill their largest size. */
interface PipelineResult {
  manifest: Record<string, ImageInfo>;
  encoded: number;
  reused: number;
  warnings: string[];
}

export class ImageBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length} image problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ImageBuildError';
  }
}

function where(uses: ImageUse[]): string {
  const first = uses[0];
  if (!first) return '';
  const entry = first.entry ? `, "${first.entry}"` : '';
  const more = uses.length > 1 ? ` (and ${uses.length - 1} more use${uses.length > 2 ? 's' : ''})` : '';
  return `${first.file}${entry}${more}`;
}

interface Plan {
  request: ImageRequest;
  shape: Shape;
  sourcePath: string;
  source: Buffer;
  upright: { width: number; height: number };
  /** The region of the upright source that is shown, for cropped shapes and the poster band. */
  region?: Region;
  widths: number[];
  poster?: PosterText;
}

const heightFor = (shape: Shape, width: number) => Math.round((width * shape.height) / shape.width);
const posterBand = (height: number) => height - Math.round(height * posterTextShare);

const unreadable = (request: ImageRequest, sourcePath: string, error: unknown) =>
  `${where(request.uses)}: image "${request.key}": ${sourcePath} cannot be read as a JPEG, PNG or WebP photo (${(error as Error).message}); export it again as .jpg`;

/** How an image is made from its source, or the problem that stops it. */
async function plan(
  request: ImageRequest,
  shape: Shape,
  root: string,
  poster: PipelineOptions['poster'],
): Promise<Plan | string> {
  const { key, uses } = request;
  const at = where(uses);
  const focusIssue = focusProblem(request.focus);
  if (focusIssue) return `${at}: image "${key}", focus: ${focusIssue}`;
  const found = sourceImagePaths(key, root);
  if (found.length === 0) {
    return `${at}: image "${key}" has no source photo: add ${sourceCandidates(key)[0]} (or .png, .webp) of at least ${shape.widths[0]} x ${heightFor(shape, shape.widths[0]!)} pixels`;
  }
  if (found.length > 1) return `${at}: image "${key}" has ${found.length} source files (${found.join(', ')}): keep one`;
  const sourcePath = found[0]!;
  const source = readFileSync(join(root, sourcePath));
  let width: number;
  let height: number;
  try {
    ({ width, height } = (await sharp(source).metadata()).autoOrient);
    if (!width || !height) throw new Error('no size');
  } catch (error) {
    return unreadable(request, sourcePath, error);
  }
  const isPoster = poster?.key === key;
  const aspect = isPoster ? shape.width / posterBand(shape.height) : shape.width / shape.height;
  let region: Region | undefined;
  let fill: number;
  if (shape.fit === 'contain') {
    // A logo is shown whole on white: a size is possible when the logo fits it without enlarging.
    fill = Math.max(width, Math.floor(height * aspect));
  } else {
    region = cropRegion(width, height, aspect, request.focus);
    fill = region.width;
  }
  const widths = shape.widths.filter((w) => w <= fill);
  if (widths.length === 0) {
    const min = shape.widths[0]!;
    const minHeight = Math.round(min / aspect);
    const folder = key.split('/')[0];
    return `${at}: image "${key}": ${sourcePath} is ${width} x ${height} pixels, too small for the "${folder}" folder: it needs at least ${min} x ${minHeight} once ${
      shape.fit === 'contain' ? 'fitted' : 'cropped'
    } to its shape (${shape.width} x ${Math.round(shape.width / aspect)} or larger gives every size)`;
  }
  return {
    request,
    shape,
    sourcePath,
    source,
    upright: { width, height },
    region,
    widths,
    poster: isPoster ? poster.text : undefined,
  };
}

/** The pipeline of one variant: the source upright, cropped or fitted, at `width`. */
async function render(p: Plan, width: number): Promise<Sharp> {
  const height = heightFor(p.shape, width);
  const upright = sharp(p.source).rotate();
  if (p.shape.fit === 'contain') {
    return upright.resize(width, height, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' });
  }
  if (p.poster) {
    const band = posterBand(height);
    const photo = await upright.extract(p.region!).resize(width, band).toBuffer();
    const overlay = Buffer.from(posterOverlay(p.poster, width, height));
    const poster = await sharp({ create: { width, height, channels: 3, background: '#10432e' } })
      .composite([
        { input: photo, left: 0, top: height - band },
        { input: overlay, left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    return sharp(poster);
  }
  return upright.extract(p.region!).resize(width, height);
}

/** The size of the link-preview card of a plan: 1200 x 630, or smaller (never enlarged) for a small photo. */
function ogSize(p: Plan) {
  const region = cropRegion(p.upright.width, p.upright.height, ogCardSize.width / ogCardSize.height, p.request.focus);
  const width = Math.min(ogCardSize.width, region.width);
  return { region, width, height: Math.round((width * ogCardSize.height) / ogCardSize.width) };
}

async function encode(p: Plan): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const width of p.widths) {
    const image = await render(p, width);
    if (p.shape.avif !== false) files.set(`${width}.avif`, await image.clone().avif(avifOptions).toBuffer());
    files.set(`${width}.webp`, await image.clone().webp(webpOptions).toBuffer());
  }
  if (p.shape.ogCard) {
    const { region, width, height } = ogSize(p);
    files.set(
      'og.jpg',
      await sharp(p.source)
        .rotate()
        .extract(region)
        .resize(width, height)
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
  }
  return files;
}

function versionOf(p: Plan): string {
  return hashOf(p.source, recipe(p)).slice(0, 10);
}

function manifestEntry(p: Plan): ImageInfo {
  const widest = p.widths[p.widths.length - 1]!;
  return {
    version: versionOf(p),
    width: widest,
    height: heightFor(p.shape, widest),
    widths: p.widths,
    ...(p.shape.avif === false ? { avif: false as const } : {}),
    ...(p.shape.ogCard ? { og: { width: ogSize(p).width, height: ogSize(p).height } } : {}),
  };
}

/** Written aside and renamed: a test run and a build may write it at the same time. */
function writeManifest(path: string, manifest: Record<string, ImageInfo>) {
  mkdirSync(dirname(path), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(temp, path);
}

function recipe(p: Plan): string {
  return JSON.stringify({
    recipeVersion,
    avifOptions,
    webpOptions,
    shape: p.shape,
    widths: p.widths,
    focus: p.request.focus ?? null,
    region: p.region ?? null,
    // The drawn text panel itself, so a change to the text or to its drawing redraws the poster.
    poster: p.poster ? posterOverlay(p.poster, p.shape.width, p.shape.height) : null,
  });
}

/** A line for each photo that cannot fill its folder's largest size, with the size to export instead. */
function softPhotos(plans: Plan[]): string[] {
  return plans
    .filter((p) => p.widths.length < p.shape.widths.length)
    .map((p) => {
      const largest = p.shape.widths[p.shape.widths.length - 1]!;
      return `${where(p.request.uses)}: image "${p.request.key}": ${p.sourcePath} is ${p.upright.width} x ${
        p.upright.height
      } pixels, so it looks soft where the page shows it wider than ${p.widths[p.widths.length - 1]} px: export it at ${largest} x ${heightFor(
        p.shape,
        largest,
      )} pixels or larger`;
    });
}

/** Makes every requested image's files and the manifest; throws an ImageBuildError listing every bad source. */
export async function buildImages(options: PipelineOptions): Promise<PipelineResult> {
  const shapes = options.shapes ?? folderShapes;
  const problems: string[] = [];
  const plans: Plan[] = [];
  for (const request of options.requests) {
    const folder = request.key.split('/')[0]!;
    const shape = request.key.includes('/') ? shapes[folder] : undefined;
    if (!shape) {
      problems.push(
        `${where(request.uses)}: image "${request.key}" is not in an image folder: write "<folder>/<name>" with a folder of ${Object.keys(
          shapes,
        ).join(', ')}`,
      );
      continue;
    }
    const p = await plan(request, shape, options.root, options.poster);
    if (typeof p === 'string') problems.push(p);
    else plans.push(p);
  }
  if (problems.length > 0) throw new ImageBuildError(problems);
  if (options.manifestOnly) {
    const manifest = Object.fromEntries(plans.map((p) => [p.request.key, manifestEntry(p)]));
    writeManifest(options.manifestPath, manifest);
    return { manifest, encoded: 0, reused: 0, warnings: softPhotos(plans) };
  }

  const cache = new FileCache(options.cacheDir);
  rmSync(options.outDir, { recursive: true, force: true });
  let encoded = 0;
  let reused = 0;
  const manifest: Record<string, ImageInfo> = {};
  // Photos are encoded a few at a time: sharp runs each on one thread, and the machine may have more.
  const queue = [...plans];
  const publish = async (p: Plan) => {
    const cacheKey = hashOf(p.source, recipe(p));
    let files = cache.read(cacheKey);
    if (files) reused++;
    else {
      try {
        files = await encode(p);
      } catch (error) {
        problems.push(unreadable(p.request, p.sourcePath, error));
        return;
      }
      encoded += files.size;
      cache.write(cacheKey, files);
    }
    const version = versionOf(p);
    for (const [name, data] of files) {
      const target =
        name === 'og.jpg'
          ? join(options.ogDir, `${p.request.key}.${version}.jpg`)
          : join(options.outDir, `${p.request.key}-${name.replace('.', `.${version}.`)}`);
      writeFileWithFolders(target, data);
    }
    manifest[p.request.key] = manifestEntry(p);
  };
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await publish(p);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, worker));
  if (problems.length > 0) throw new ImageBuildError(problems);
  writeManifest(options.manifestPath, manifest);
  return { manifest, encoded, reused, warnings: softPhotos(plans) };
}
