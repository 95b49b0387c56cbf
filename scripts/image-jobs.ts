/**
 * Which images the site needs, found by walking every content module: each `{ src, alt }` image
 * reference and each partner `logo`. The folder of a key decides its artwork and its sizes.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface ImageJob {
  key: string;
  kind: 'landscape' | 'event' | 'portrait' | 'logo' | 'poster';
  width: number;
  height: number;
  widths: number[];
  seed: number;
  /** A name for monograms and wordmarks. */
  label?: string;
  /** False where AVIF is no smaller than WebP (small flat logos): WebP variants only. */
  avif?: false;
}

type Shape = Omit<ImageJob, 'key' | 'seed' | 'label' | 'kind'> & { kind: ImageJob['kind'] | 'mixed' };

/** Sizes per folder; widths are the responsive variants generated (never wider than the source). */
export const folderShapes: Record<string, Shape> = {
  hero: { kind: 'landscape', width: 1920, height: 1080, widths: [640, 960, 1280, 1920] },
  council: { kind: 'portrait', width: 480, height: 480, widths: [240, 480] },
  staff: { kind: 'portrait', width: 480, height: 480, widths: [240, 480] },
  partners: { kind: 'logo', width: 320, height: 120, widths: [160, 320], avif: false },
  promo: { kind: 'poster', width: 800, height: 1000, widths: [400, 800] },
  agm: { kind: 'event', width: 1200, height: 800, widths: [400, 800, 1200] },
  gallery: { kind: 'mixed', width: 1200, height: 800, widths: [400, 800, 1200] },
  blog: { kind: 'landscape', width: 1200, height: 675, widths: [400, 800, 1200] },
};

function walk(value: unknown, found: Map<string, string | undefined>, owner?: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    value.forEach((item) => walk(item, found));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && typeof record.alt === 'string') {
    const name = typeof owner?.name === 'string' ? owner.name : undefined;
    found.set(record.src, found.get(record.src) ?? name);
  }
  if (typeof record.logo === 'string' && typeof record.name === 'string') found.set(record.logo, record.name);
  for (const child of Object.values(record)) walk(child, found, record);
}

export async function collectImageKeys(): Promise<Map<string, string | undefined>> {
  const dir = join(__dirname, '..', 'content');
  const found = new Map<string, string | undefined>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
    const mod = (await import(join(dir, file))) as Record<string, unknown>;
    walk(Object.values(mod), found);
  }
  return found;
}

export async function imageJobs(): Promise<ImageJob[]> {
  const keys = await collectImageKeys();
  return [...keys.entries()].sort().map(([key, label], index) => {
    const folder = key.split('/')[0]!;
    const shape = folderShapes[folder];
    if (!shape)
      throw new Error(`Image "${key}": unknown folder "${folder}". Known: ${Object.keys(folderShapes).join(', ')}`);
    const seed = Number(key.match(/(\d+)$/)?.[1] ?? index);
    const kind = shape.kind === 'mixed' ? (seed % 3 === 0 ? 'event' : 'landscape') : shape.kind;
    return { ...shape, kind, key, seed, label: label ?? key };
  });
}
