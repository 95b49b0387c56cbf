/**
 * The images content refers to (each `{ src, alt }` and partner `logo` of every content module), and
 * the shape and widths made for each folder.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Focus } from '@/lib/image-focus';

export interface Shape {
  /** The shape (aspect ratio) and the largest size made: the intrinsic size of a large enough source. */
  width: number;
  height: number;
  /** Responsive widths, smallest first. The smallest is the least a source must fill. */
  widths: number[];
  /** False where AVIF is no smaller than WebP (small flat logos): WebP variants only. */
  avif?: false;
  /** `contain` fits the whole source inside the shape on white (logos); the default crops to fill it. */
  fit?: 'cover' | 'contain';
  /** A 1200x630 link-preview card (JPEG under public/og/) is made for each image of the folder. */
  ogCard?: true;
}

/** Sizes per folder; widths are the responsive variants made (never wider than the source allows). */
export const folderShapes: Record<string, Shape> = {
  hero: { width: 1920, height: 1080, widths: [640, 960, 1280, 1920] },
  council: { width: 480, height: 480, widths: [240, 480] },
  staff: { width: 480, height: 480, widths: [240, 480] },
  partners: { width: 320, height: 120, widths: [160, 320], avif: false, fit: 'contain' },
  // The conference poster: the source photo fills the lower band, the text comes from content/site.ts.
  promo: { width: 800, height: 1000, widths: [400, 800] },
  agm: { width: 1200, height: 800, widths: [400, 800, 1200] },
  gallery: { width: 1200, height: 800, widths: [400, 800, 1200] },
  // The pictures that open pages (Our Background, Approach, How to Join, Donate, the trainings).
  pages: { width: 1200, height: 800, widths: [400, 800, 1200] },
  blog: { width: 1200, height: 675, widths: [400, 800, 1200], ogCard: true },
  // A press statement's, bulletin's or newsletter issue's photo, on its card in the latest news.
  news: { width: 1200, height: 675, widths: [400, 800] },
};

/** Where an image is referred to: the content file and the entry's slug, title or name. */
export interface ImageUse {
  file: string;
  entry?: string;
}

export interface ImageRequest {
  key: string;
  uses: ImageUse[];
  focus?: Focus;
}

function entryName(owner: Record<string, unknown> | undefined): string | undefined {
  for (const field of ['slug', 'title', 'name', 'caption']) {
    const value = owner?.[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

function walk(value: unknown, file: string, found: Map<string, ImageRequest>, owner?: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    value.forEach((item) => walk(item, file, found));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const add = (key: string, entry: string | undefined, focus?: unknown) => {
    const request = found.get(key) ?? { key, uses: [] };
    request.uses.push({ file, entry });
    if (focus !== undefined && request.focus === undefined) request.focus = focus as Focus;
    found.set(key, request);
  };
  if (typeof record.src === 'string' && typeof record.alt === 'string') {
    // The entry is named by its owner (a post's slug, a member's name), else by the image's own caption or alt text.
    add(record.src, entryName(owner) ?? entryName(record) ?? record.alt, record.focus);
  }
  if (typeof record.logo === 'string' && typeof record.name === 'string') add(record.logo, record.name);
  for (const child of Object.values(record)) walk(child, file, found, record);
}

/** Every image key content refers to, with where it is used (for error messages) and its focal point. */
export async function collectImageRequests(root = join(__dirname, '..')): Promise<ImageRequest[]> {
  const dir = join(root, 'content');
  const found = new Map<string, ImageRequest>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
    const mod = (await import(join(dir, file))) as Record<string, unknown>;
    walk(Object.values(mod), `content/${file}`, found);
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}
