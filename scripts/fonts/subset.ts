/**
 * The font step of `npm run build` and `npm run dev`: each brand face (from its npm package) cut down
 * to the characters of every source a page's text comes from, plus ASCII and the usual punctuation,
 * into .generated/fonts/ for lib/fonts.ts. A character outside it is drawn in the fallback face.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { listFiles } from '@/scripts/lib/list-files';

interface BrandFace {
  /** The file written, .generated/fonts/{file}. */
  file: string;
  source: string;
  /** A variable face's axes cut to the range the site sets (fewer variations, fewer bytes). */
  axes?: Record<string, { min: number; max: number }>;
}

export const brandFaces: BrandFace[] = [
  {
    file: 'figtree.woff2',
    source: 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    // font-normal to font-extrabold: the weights the site's classes set.
    axes: { wght: { min: 400, max: 800 } },
  },
  { file: 'fraunces.woff2', source: 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2' },
];

const fontsDir = join('.generated', 'fonts');

/** Printable ASCII, the no-break space and the punctuation editors' text brings. */
const baseCharacters =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + '\u00a0–—‘’“”…•·×©°';

/** Every character the site's text can hold, sorted, without controls. */
export function siteCharacters(root: string): string {
  const seen = new Set(baseCharacters);
  for (const folder of ['content', 'app', 'components', 'lib'].map((name) => join(root, name))) {
    const files = existsSync(folder) ? listFiles(folder).filter((file) => /\.(ts|tsx|md|json)$/.test(file)) : [];
    for (const file of files) for (const char of readFileSync(join(folder, file), 'utf8')) seen.add(char);
  }
  return [...seen]
    .filter((char) => !/[\p{Cc}\p{Cs}]/u.test(char))
    .sort()
    .join('');
}

export function subsetFace(root: string, face: BrandFace, characters: string): Promise<Buffer> {
  return subsetFont(readFileSync(join(root, face.source)), characters, {
    targetFormat: 'woff2',
    ...(face.axes ? { variationAxes: face.axes } : {}),
  });
}

/** Writes every face's subset; a face whose source and characters have not changed is kept. */
export async function buildFonts(root: string): Promise<{ file: string; bytes: number; made: boolean }[]> {
  const characters = siteCharacters(root);
  const dir = join(root, fontsDir);
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    brandFaces.map(async (face) => {
      const target = join(dir, face.file);
      const stamp = `${target}.key`;
      const key = createHash('sha256')
        .update(readFileSync(join(root, face.source)))
        .update(JSON.stringify([characters, face.axes]))
        .digest('hex');
      const made = !(existsSync(target) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key);
      if (made) {
        writeFileSync(target, await subsetFace(root, face, characters));
        writeFileSync(stamp, key);
      }
      return { file: face.file, bytes: readFileSync(target).length, made };
    }),
  );
}

if (process.argv[1]?.endsWith(join('fonts', 'subset.ts'))) {
  const started = Date.now();
  buildFonts(process.cwd()).then(
    (faces) =>
      console.log(
        `fonts: ${faces.map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KB${f.made ? '' : ' (unchanged)'}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ),
    (error: unknown) => {
      console.error(`fonts: the brand faces could not be subset: ${String(error)}`);
      process.exit(1);
    },
  );
}
