/**
 * Generates the site's placeholder artwork (no photo library can be downloaded where the site is
 * built) as responsive AVIF and WebP variants under public/images, and writes the manifest that
 * <Picture> reads to reserve each image's size. Run once with `npm run generate:images`; the output
 * is committed. To use a real photo, replace the variants of its key (same names) and its manifest
 * entry, or drop a source file in and extend this script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { imageJobs, type ImageJob } from './image-jobs';
import type { ImageInfo } from '../lib/images';

const root = join(__dirname, '..');
const outDir = join(root, 'public', 'images');
const manifestPath = join(root, 'content', 'generated', 'image-manifest.json');

// A small deterministic PRNG so the artwork is the same on every run.
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const palettes = [
  { sky: ['#f6d365', '#fda085'], hills: ['#7a9e7e', '#4f7a5a', '#2f5a42', '#173d2c'], sun: '#fff3c4' }, // dawn
  { sky: ['#f9a03f', '#c4553b'], hills: ['#b5833f', '#8a5a2b', '#5c3b1e', '#2e1f12'], sun: '#ffe3a3' }, // savannah sunset
  { sky: ['#a1c4fd', '#c2e9fb'], hills: ['#6aa1a8', '#3f7f86', '#2a5e63', '#173f44'], sun: '#ffffff' }, // lake
  { sky: ['#d4fc79', '#96e6a1'], hills: ['#5fa35f', '#3f8646', '#2a6836', '#174a25'], sun: '#fbffe0' }, // highlands
  { sky: ['#e0c3fc', '#8ec5fc'], hills: ['#7d8fb3', '#5a6f99', '#3d5280', '#243561'], sun: '#fff6e0' }, // mountain dusk
  { sky: ['#fddb92', '#d1fdff'], hills: ['#9cb380', '#77975a', '#52773d', '#2f5324'], sun: '#fffbe6' }, // noon
];

function hillPath(width: number, height: number, base: number, amp: number, r: () => number): string {
  const points: string[] = [];
  const phase = r() * Math.PI * 2;
  const freq = 1 + r() * 2.5;
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y = base + Math.sin((i / steps) * Math.PI * freq + phase) * amp + Math.sin(i * 1.7 + phase) * amp * 0.15;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
}

function acacia(x: number, y: number, s: number, fill: string): string {
  return `<g fill="${fill}"><rect x="${x - s * 0.04}" y="${y - s * 0.55}" width="${s * 0.08}" height="${s * 0.55}"/><ellipse cx="${x}" cy="${y - s * 0.6}" rx="${s * 0.55}" ry="${s * 0.14}"/></g>`;
}

function landscape(job: ImageJob): string {
  const { width: w, height: h } = job;
  const r = rng(hashString(job.key));
  const p = palettes[job.seed % palettes.length]!;
  const hills = p.hills
    .map((fill, i) => hillPath(w, h, h * (0.5 + i * 0.12), h * (0.08 - i * 0.012), r))
    .map((d, i) => `<path d="${d}" fill="${p.hills[i]}"/>`)
    .join('');
  const trees = Array.from({ length: 2 + Math.floor(r() * 3) }, () =>
    acacia(r() * w, h * (0.78 + r() * 0.12), h * (0.18 + r() * 0.12), p.hills[3]!),
  ).join('');
  const sunX = w * (0.2 + r() * 0.6);
  const sunY = h * (0.22 + r() * 0.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${h * 0.3}" fill="url(#glow)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${h * 0.07}" fill="${p.sun}"/>
  ${hills}${trees}</svg>`;
}

/** An event scene: a hall with a stage and rows of seated silhouettes, for AGM photos. */
function eventScene(job: ImageJob): string {
  const { width: w, height: h } = job;
  const r = rng(hashString(job.key));
  const hue = (job.seed * 47) % 360;
  const rows = 4 + Math.floor(r() * 3);
  let people = '';
  for (let row = 0; row < rows; row++) {
    const y = h * 0.55 + (row * (h * 0.45)) / rows;
    const size = h * (0.05 + row * 0.015);
    for (let x = size; x < w; x += size * 2.2) {
      const shade = 20 + Math.floor(r() * 25);
      people += `<circle cx="${x + r() * size * 0.5}" cy="${y}" r="${size * 0.5}" fill="hsl(${hue},15%,${shade}%)"/>`;
      people += `<rect x="${x - size * 0.75}" y="${y + size * 0.45}" width="${size * 1.5}" height="${size * 1.4}" rx="${size * 0.5}" fill="hsl(${hue},18%,${shade + 5}%)"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,28%)"/><stop offset="1" stop-color="hsl(${hue},30%,12%)"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect x="${w * 0.2}" y="${h * 0.1}" width="${w * 0.6}" height="${h * 0.32}" rx="8" fill="#136642"/>
  <rect x="${w * 0.23}" y="${h * 0.14}" width="${w * 0.54}" height="${h * 0.24}" rx="4" fill="#eefbf3"/>
  <circle cx="${w * 0.35}" cy="${h * 0.26}" r="${h * 0.07}" fill="#25a065"/>
  <rect x="${w * 0.45}" y="${h * 0.2}" width="${w * 0.28}" height="${h * 0.035}" fill="#125136"/>
  <rect x="${w * 0.45}" y="${h * 0.27}" width="${w * 0.2}" height="${h * 0.03}" fill="#48bb80"/>
  <ellipse cx="${w * (0.3 + r() * 0.4)}" cy="${h * 0.05}" rx="${w * 0.3}" ry="${h * 0.12}" fill="#fff" opacity="0.08"/>
  ${people}</svg>`;
}

function initials(name: string): string {
  const words = name.replace(/^(Dr\.?|Prof\.?|Eng\.?|Mr\.?|Ms\.?|Mrs\.?|Hon\.?)\s+/i, '').split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1]![0] : '')).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function portrait(job: ImageJob): string {
  const { width: w, height: h } = job;
  const hue = [152, 160, 28, 200, 140, 36, 170, 12][job.seed % 8]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,88%)"/><stop offset="1" stop-color="hsl(${hue},40%,72%)"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.19}" fill="hsl(${hue},30%,35%)"/>
  <path d="M${w * 0.14},${h} C${w * 0.16},${h * 0.7} ${w * 0.84},${h * 0.7} ${w * 0.86},${h} Z" fill="hsl(${hue},30%,35%)"/>
  <text x="${w / 2}" y="${h * 0.455}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.15}" fill="hsl(${hue},45%,92%)" text-anchor="middle">${escapeXml(initials(job.label ?? '?'))}</text>
  </svg>`;
}

function logo(job: ImageJob): string {
  const { width: w, height: h } = job;
  const label = job.label ?? job.key;
  const acronym = label
    .split(/[\s,]+/)
    .filter((word) => /^[A-Z]/.test(word) && !['Of', 'And', 'The'].includes(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 5);
  const hue = [150, 200, 30, 120, 210, 10][job.seed % 6]!;
  const words = label.length > 26 ? label.slice(0, 25).replace(/\s+\S*$/, '') + '…' : label;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#ffffff"/>
  <circle cx="${h * 0.5}" cy="${h * 0.5}" r="${h * 0.34}" fill="hsl(${hue},55%,32%)"/>
  <path d="M${h * 0.5},${h * 0.26} C${h * 0.72},${h * 0.36} ${h * 0.7},${h * 0.62} ${h * 0.5},${h * 0.74} C${h * 0.3},${h * 0.62} ${h * 0.28},${h * 0.36} ${h * 0.5},${h * 0.26} Z" fill="hsl(${hue},60%,80%)"/>
  <text x="${h * 0.98}" y="${h * 0.5}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.3}" fill="hsl(${hue},55%,25%)">${escapeXml(acronym)}</text>
  <text x="${h * 0.98}" y="${h * 0.74}" font-family="DejaVu Sans, sans-serif" font-size="${h * 0.12}" fill="#4a5a52">${escapeXml(words)}</text>
  </svg>`;
}

function poster(job: ImageJob): string {
  const { width: w, height: h } = job;
  const base = landscape({ ...job, height: Math.round(h * 0.55), seed: 1 })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#10432e"/>
  <g transform="translate(0 ${h * 0.45})">${base}</g>
  <text x="${w * 0.08}" y="${h * 0.1}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.036}" fill="#f1d796" font-weight="bold">10 - 12 SEPTEMBER 2025 · KICC, NAIROBI</text>
  <text x="${w * 0.08}" y="${h * 0.2}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.08}" fill="#ffffff" font-weight="bold">4th International</text>
  <text x="${w * 0.08}" y="${h * 0.29}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.08}" fill="#ffffff" font-weight="bold">Environmental</text>
  <text x="${w * 0.08}" y="${h * 0.38}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.058}" fill="#b0e9c7" font-weight="bold">Conference &amp; Expo 2025</text>
  </svg>`;
}

const painters: Record<ImageJob['kind'], (job: ImageJob) => string> = {
  landscape,
  event: eventScene,
  portrait,
  logo,
  poster,
};

const mark = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <circle cx="20" cy="20" r="20" fill="#136642"/><path d="M20 7c7 4 9 13 0 26C11 20 13 11 20 7z" fill="#b0e9c7"/>
  <path d="M20 12v20" stroke="#136642" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M8 28c6-2 18-2 24 0" stroke="#e4a63a" stroke-width="2.4" stroke-linecap="round" fill="none"/></svg>`;

/** A .ico file holding one PNG image (a format every browser reads). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

/** Favicon, app icons and the default Open Graph card (1200x630 PNG). */
async function generateIcons() {
  const publicDir = join(root, 'public');
  writeFileSync(join(publicDir, 'icon.svg'), mark(40));
  await sharp(Buffer.from(mark(512)))
    .png()
    .toFile(join(publicDir, 'icon.png'));
  await sharp(Buffer.from(mark(180)))
    .flatten({ background: '#ffffff' })
    .png()
    .toFile(join(publicDir, 'apple-icon.png'));
  const favicon = await sharp(Buffer.from(mark(48)))
    .png()
    .toBuffer();
  writeFileSync(join(publicDir, 'favicon.ico'), icoFromPng(favicon, 48));
  const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07251a"/><stop offset="1" stop-color="#136642"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 90) scale(3)">${mark(40)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')}</g>
  <text x="80" y="330" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">Environmental Institute</text>
  <text x="80" y="410" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">of Kenya</text>
  <text x="80" y="490" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#b0e9c7">Professionals for a sustainable Kenya · since 2014</text>
  </svg>`;
  mkdirSync(join(publicDir, 'og'), { recursive: true });
  await sharp(Buffer.from(og))
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, 'og', 'default.png'));
}

// Pages whose own image is their Open Graph card (a 1200x630 PNG, as link previews expect).
const ogFolders = ['blog'];

async function writeOgCard(job: ImageJob) {
  const file = join(root, 'public', 'og', `${job.key}.png`);
  mkdirSync(dirname(file), { recursive: true });
  const svg = Buffer.from(painters[job.kind]({ ...job, width: 1200, height: 630 }));
  await sharp(svg).png({ compressionLevel: 9, palette: true }).toFile(file);
}

async function main() {
  await generateIcons();
  const manifest: Record<string, ImageInfo> = {};
  for (const job of await imageJobs()) {
    const svg = Buffer.from(painters[job.kind](job));
    const widths = job.widths.filter((width) => width <= job.width);
    for (const width of widths) {
      const base = join(outDir, `${job.key}-${width}`);
      mkdirSync(dirname(base), { recursive: true });
      const resized = sharp(svg, { density: 72 }).resize({ width });
      if (job.avif !== false) await resized.clone().avif({ quality: 50, effort: 6 }).toFile(`${base}.avif`);
      await resized.clone().webp({ quality: 72 }).toFile(`${base}.webp`);
    }
    manifest[job.key] = {
      width: job.width,
      height: job.height,
      widths,
      ...(job.avif === false ? { avif: false } : {}),
    };
    if (ogFolders.includes(job.key.split('/')[0]!)) await writeOgCard(job);
  }
  mkdirSync(dirname(manifestPath), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath, JSON.stringify(sorted, null, 2) + '\n');
  console.log(`Generated ${Object.keys(manifest).length} images into public/images`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
