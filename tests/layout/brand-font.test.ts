/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandFaces, siteCharacters, subsetFace } from '@/scripts/fonts/subset';

const root = path.join(__dirname, '..', '..');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const fontsSource = readFileSync(path.join(root, 'lib/fonts.ts'), 'utf8');

/** Each face of the brand's pair, its fallback face and the system faces that fallback scales. */
const faces = [
  { file: 'figtree.woff2', category: 'sans-serif', fallback: 'Figtree Fallback', locals: ['Arial', 'Liberation Sans'] },
  {
    file: 'fraunces.woff2',
    category: 'serif',
    fallback: 'Fraunces Fallback',
    locals: ['Times New Roman', 'Liberation Serif'],
  },
];

function fallbackFace(family: string): Record<string, string> {
  const block = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}'[^}]*}`).exec(css)?.[0] ?? '';
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, key, value]) => [key, value]));
}

/** Runs `script` over a font file with next/font's own fontkit, in Node itself (next/jest stubs next/font). */
function withFontkit(file: string, script: string, arg = ''): string {
  const prelude = `const dist = 'next/dist/compiled/@next/font/dist/';
    const font = require(dist + 'fontkit').default(require('node:fs').readFileSync(process.argv[1]));`;
  return execFileSync(process.execPath, ['-e', prelude + script, file, arg], { cwd: root, encoding: 'utf8' });
}

const characters = siteCharacters(root);
const dir = mkdtempSync(path.join(tmpdir(), 'brand-fonts-'));
const subsets: Record<string, string> = {};

beforeAll(async () => {
  // The build step's own function over the site's characters: the files the build serves.
  for (const face of brandFaces) {
    subsets[face.file] = path.join(dir, face.file);
    writeFileSync(subsets[face.file]!, await subsetFace(root, face, characters));
  }
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the brand type pair', () => {
  it('costs at most 26 KB of font on first load, both faces together', () => {
    const bytes = Object.values(subsets).reduce((sum, file) => sum + readFileSync(file).length, 0);
    expect(bytes).toBeLessThanOrEqual(26 * 1024);
  });

  it.each(faces)('serves $file from the font step’s folder', (face) => {
    expect(fontsSource).toContain(`'../.generated/fonts/${face.file}'`);
  });

  it.each(faces)('draws every character the site writes that its source face has, in $file', (face) => {
    const source = brandFaces.find((candidate) => candidate.file === face.file)!.source;
    const script = `process.stdout.write([...process.argv[2]].filter((c) => font.hasGlyphForCodePoint(c.codePointAt(0))).join(''))`;
    const inSource = withFontkit(path.join(root, source), script, characters);
    for (const char of 'KES 1,500 – “Members’ Day”…') expect(inSource).toContain(char);
    expect(withFontkit(subsets[face.file]!, script, inSource)).toBe(inSource);
  });

  it('leaves a character outside the subset to the fallback: the subset has no glyph for it', () => {
    const script = `process.stdout.write(String(font.hasGlyphForCodePoint(0x0416)))`;
    expect(withFontkit(subsets['figtree.woff2']!, script)).toBe('false');
    // The stack names the fallback after the face, so the browser draws it there, never as a blank box.
    expect(fontsSource).toContain("fallback: ['Figtree Fallback']");
  });

  it.each(faces)(
    "sets $file's text in a fallback scaled to the subset's own metrics, so the swap moves nothing",
    (face) => {
      const metrics = JSON.parse(
        withFontkit(
          subsets[face.file]!,
          `const { getFallbackMetricsFromFontFile } = require(dist + 'local/get-fallback-metrics-from-font-file');
          process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, process.argv[2])));`,
          face.category,
        ),
      ) as Record<string, string>;
      const declared = fallbackFace(face.fallback);
      expect(declared).toMatchObject({
        'size-adjust': metrics.sizeAdjust,
        'ascent-override': metrics.ascentOverride,
        'descent-override': metrics.descentOverride,
      });
      for (const local of face.locals) expect(declared.src).toContain(`local('${local}')`);
    },
  );
});
