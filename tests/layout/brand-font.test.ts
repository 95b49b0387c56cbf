/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const fontFile = path.join(root, 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');

function fallbackFace(): Record<string, string> {
  const block = /@font-face\s*{[^}]*font-family:\s*'Figtree Fallback'[^}]*}/.exec(css)?.[0] ?? '';
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, key, value]) => [key, value]));
}

/** The computation next/font itself runs for `adjustFontFallback`, over the font file we ship (in
 * Node itself: next/jest replaces next/font's modules with a stub). */
function nextFontFallbackMetrics(): Record<string, string> {
  const script = `
    const dist = 'next/dist/compiled/@next/font/dist/';
    const createFont = require(dist + 'fontkit').default;
    const { getFallbackMetricsFromFontFile } = require(dist + 'local/get-fallback-metrics-from-font-file');
    const font = createFont(require('node:fs').readFileSync(process.argv[1]));
    process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, 'sans-serif')));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, fontFile], { cwd: root, encoding: 'utf8' }));
}

describe('the brand typeface', () => {
  it('is one Latin variable file within the 25 KB a brand font may cost', () => {
    expect(statSync(fontFile).size).toBeLessThanOrEqual(25 * 1024);
  });

  it("has a fallback face scaled to the font's own metrics, so the swap moves nothing", () => {
    const metrics = nextFontFallbackMetrics();
    const face = fallbackFace();
    expect(face).toMatchObject({
      'size-adjust': metrics.sizeAdjust,
      'ascent-override': metrics.ascentOverride,
      'descent-override': metrics.descentOverride,
    });
    expect(face.src).toContain("local('Arial')");
    expect(face.src).toContain("local('Liberation Sans')");
  });
});
