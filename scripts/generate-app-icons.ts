/**
 * `npm run generate:app-icons`: the installed app's icons (app/manifest.ts) from lib/logo-mark.ts, the
 * mark on a transparent square (icon-*.png) and inside the safe zone on brand green (maskable-*.png).
 * Run after the mark changes and commit public/icons/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { themeColor } from '@/lib/brand';
import { logoMarkSvg } from '@/lib/logo-mark';

const root = join(__dirname, '..');
const publicDir = join(root, 'public');
const iconsDir = join(publicDir, 'icons');

const appIconSizes = [192, 512] as const;

/** Share of the square the mark takes on a maskable icon: Android's safe zone is the central 80%. */
const maskableScale = 0.8;

async function main() {
  const mark = Buffer.from(logoMarkSvg(40));
  mkdirSync(iconsDir, { recursive: true });
  for (const size of appIconSizes) {
    await sharp(mark, { density: (72 * size) / 40 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(iconsDir, `icon-${size}.png`));

    const inner = Math.round(size * maskableScale);
    const markPng = await sharp(mark, { density: (72 * inner) / 40 })
      .resize(inner, inner)
      .png()
      .toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: themeColor } })
      .composite([{ input: markPng, gravity: 'center' }])
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(iconsDir, `maskable-${size}.png`));
  }
  console.log(`app icons: wrote ${appIconSizes.length * 2} icons to public/icons`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
