/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
const fontsSource = readFileSync(path.join(root, 'lib/fonts.ts'), 'utf8');

/** The brand's type pair: each face, the file lib/fonts.ts serves, its fallback face and the system faces it scales. */
const faces = [
  {
    name: 'Figtree',
    file: 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    category: 'sans-serif',
    fallback: 'Figtree Fallback',
    locals: ['Arial', 'Liberation Sans'],
  },
  {
    name: 'Fraunces',
    file: 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
    category: 'serif',
    fallback: 'Fraunces Fallback',
    locals: ['Times New Roman', 'Liberation Serif'],
  },
];

function fallbackFace(family: string): Record<string, string> {
  const block = new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}'[^}]*}`).exec(css)?.[0] ?? '';
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, key, value]) => [key, value]));
}

/** The computation next/font itself runs for `adjustFontFallback`, over the font file we ship (in
 * Node itself: next/jest replaces next/font's modules with a stub). */
function nextFontFallbackMetrics(file: string, category: string): Record<string, string> {
  const script = `
    const dist = 'next/dist/compiled/@next/font/dist/';
    const createFont = require(dist + 'fontkit').default;
    const { getFallbackMetricsFromFontFile } = require(dist + 'local/get-fallback-metrics-from-font-file');
    const font = createFont(require('node:fs').readFileSync(process.argv[1]));
    process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, process.argv[2])));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, path.join(root, file), category], { cwd: root, encoding: 'utf8' }),
  );
}

describe('the brand type pair', () => {
  it('costs at most 40 KB of font on first load, Latin only', () => {
    const bytes = faces.reduce((sum, face) => sum + statSync(path.join(root, face.file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
  });

  it.each(faces)('serves $name from the file measured here', (face) => {
    expect(fontsSource).toContain(`'../${face.file}'`);
  });

  it.each(faces)(
    "sets $name's text in a fallback scaled to the font's own metrics, so the swap moves nothing",
    (face) => {
      const metrics = nextFontFallbackMetrics(face.file, face.category);
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
