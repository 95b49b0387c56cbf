/**
 * The institute's illustrations, drawn until it supplies photographs: one visual system (layered
 * ridges, savannah, water, terraces, contour maps and leaves, in the brand palette of
 * tailwind.config.ts), no people and no text inside the artwork. Every picture is drawn from a recipe
 * and a seed, so the same recipe always gives the same picture, and no two recipes give the same one.
 *
 * `npx tsx scripts/images/illustrations.ts` writes the sources under content/images (JPEG, at the
 * largest size of their folder); `npm run images` then makes them into the site's files like any photo.
 * A real photograph replaces an illustration by replacing its source file: remove its recipe here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import tailwindConfig from '../../tailwind.config';
import { folderShapes } from '../image-jobs';

// The brand palette, from the design tokens (tailwind.config.ts): the illustrations use no other colour.
type Scale<Tone extends number> = Record<Tone, string>;
const { brand, earth, sky } = tailwindConfig.theme!.extend!.colors as unknown as {
  brand: Scale<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950>;
  earth: Scale<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900>;
  sky: Scale<50 | 100 | 600 | 700 | 800>;
};

/** A light: sky from top to horizon, the sun or moon, and the land's layers from far to near. */
interface Palette {
  skyTop: string;
  skyLow: string;
  sun: string;
  layers: string[];
  water: [string, string];
  line: string;
}

export const palettes = {
  dawn: {
    skyTop: earth[100],
    skyLow: earth[50],
    sun: earth[200],
    layers: [brand[100], brand[200], brand[400], brand[600], brand[800], brand[950]],
    water: [sky[100], brand[200]],
    line: brand[50],
  },
  mist: {
    skyTop: brand[100],
    skyLow: brand[50],
    sun: '#ffffff',
    layers: [brand[200], brand[300], brand[500], brand[700], brand[900], brand[950]],
    water: [brand[100], brand[300]],
    line: '#ffffff',
  },
  day: {
    skyTop: sky[100],
    skyLow: sky[50],
    sun: '#ffffff',
    layers: [brand[200], brand[300], brand[400], brand[600], brand[700], brand[900]],
    water: [sky[600], sky[800]],
    line: sky[50],
  },
  dusk: {
    skyTop: earth[500],
    skyLow: earth[300],
    sun: earth[100],
    layers: [earth[600], earth[700], earth[800], brand[900], brand[950], '#03140d'],
    water: [earth[600], earth[800]],
    line: earth[200],
  },
  dry: {
    skyTop: earth[200],
    skyLow: earth[50],
    sun: '#ffffff',
    layers: [earth[200], earth[300], earth[500], earth[700], earth[900], brand[950]],
    water: [earth[300], earth[600]],
    line: earth[50],
  },
  /** Evening over water: a deep sky above, warm light low on the horizon. */
  evening: {
    skyTop: sky[800],
    skyLow: earth[200],
    sun: earth[100],
    layers: [brand[600], brand[700], brand[800], brand[900], brand[950], '#03140d'],
    water: [sky[700], sky[800]],
    line: earth[100],
  },
  night: {
    skyTop: brand[950],
    skyLow: brand[800],
    sun: earth[100],
    layers: [brand[700], brand[800], brand[900], brand[950], '#03140d', '#010a06'],
    water: [brand[800], brand[950]],
    line: brand[300],
  },
  lake: {
    skyTop: sky[100],
    skyLow: earth[50],
    sun: earth[100],
    layers: [sky[100], brand[200], brand[400], brand[600], brand[800], brand[950]],
    water: [sky[700], sky[800]],
    line: sky[100],
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** What is drawn: the kind of picture, its light, its seed and its details. */
export interface Recipe {
  kind: 'ridges' | 'savannah' | 'water' | 'terraces' | 'contours' | 'leaves';
  palette: PaletteName;
  seed: number;
  /** ridges: a forest canopy along the near ridges; water: reeds in front. */
  trees?: boolean;
  mist?: boolean;
  /** ridges: wind turbines on a far ridge; steam rising from the valley. */
  turbines?: boolean;
  steam?: boolean;
  /** ridges: young trees planted along the nearest slope. */
  saplings?: boolean;
  /** water: a boardwalk leading in; a sandy shore in front. */
  boardwalk?: boolean;
  /**
   * water: the left part left calm, no ripple or reed under it, and the horizon low there: a hero
   * slide's words stand over it.
   */
  calmLeft?: boolean;
  shore?: boolean;
  /** contours: a survey grid over the map, a river through it. */
  grid?: boolean;
  river?: boolean;
  /** leaves: a single sprig, a ring (wreath) or a scattered canopy. */
  arrangement?: 'sprig' | 'ring' | 'canopy';
  /** Where the sun stands, as a share of the width (none when left out for ridges at night). */
  sunAt?: number;
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

function random(seed: number) {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers). */
function smooth(points: [number, number][], closed = false): string {
  const n = points.length;
  const at = (i: number) => (closed ? points[(i + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${f(points[0]![0])},${f(points[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0]!)},${f(c1[1]!)} ${f(c2[0]!)},${f(c2[1]!)} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A ridge line: a few long waves with random phases, `amp` high around `base`. */
function ridgeLine(rand: () => number, w: number, base: number, amp: number, steps = 24): [number, number][] {
  const waves = [0, 1, 2].map((i) => ({
    freq: (0.6 + rand() * 0.9) * (i + 1),
    phase: rand() * Math.PI * 2,
    amp: amp / (i + 1.2),
  }));
  const points: [number, number][] = [];
  for (let s = 0; s <= steps; s++) {
    const x = (s / steps) * (w + 40) - 20;
    const t = (x / w) * Math.PI * 2;
    const y = base - waves.reduce((sum, v) => sum + v.amp * Math.sin(t * v.freq + v.phase), 0);
    points.push([x, y]);
  }
  return points;
}

function ridgeAt(points: [number, number][], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[points.length - 1]![1];
}

const fillBelow = (line: [number, number][], w: number, h: number) =>
  `${smooth(line)}L${w + 20},${h + 20}L-20,${h + 20}Z`;

function skyAndSun(p: Palette, w: number, h: number, sunX: number | undefined, sunY: number, r: number) {
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyLow}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(h / 60)}"/></filter></defs>`;
  svg += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (sunX !== undefined) {
    svg += `<circle cx="${f(sunX * w)}" cy="${f(sunY)}" r="${f(r * 3.2)}" fill="url(#glow)"/>`;
    svg += `<circle cx="${f(sunX * w)}" cy="${f(sunY)}" r="${f(r)}" fill="${p.sun}"/>`;
  }
  return svg;
}

/** A band of rounded tree crowns along a ridge: a forest edge seen from afar. */
function canopy(rand: () => number, line: [number, number][], w: number, size: number, color: string, h: number) {
  // Broadleaf forest, as on Kenya's highland ridges: rounded crowns of varied size, one arc each,
  // shoulder to shoulder along the ridge (not the pointed tops of a conifer plantation).
  let x = -size * 2;
  let d = `M${f(x)},${f(ridgeAt(line, x))}`;
  while (x < w + size * 2) {
    const r = size * (0.7 + rand() * 0.7);
    const next = x + r * (1.5 + rand() * 0.4);
    const y = ridgeAt(line, next) - size * (0.1 + rand() * 0.3);
    d += `A${f(r)},${f(r * (0.75 + rand() * 0.2))} 0 0 1 ${f(next)},${f(y)}`;
    x = next;
  }
  return `<path d="${d}L${w + 20},${h + 20}L-20,${h + 20}Z" fill="${color}"/>`;
}

/** An acacia: a leaning forked trunk under a flat, layered crown. */
function acacia(rand: () => number, x: number, ground: number, height: number, color: string) {
  const lean = (rand() - 0.5) * height * 0.25;
  const top = ground - height * 0.72;
  const trunkW = height * 0.035;
  const forkY = ground - height * 0.38;
  let svg = `<g fill="${color}" stroke="${color}" stroke-linecap="round" fill-opacity="1">`;
  svg += `<path d="M${f(x - trunkW)},${f(ground)} Q${f(x + lean * 0.3)},${f(forkY)} ${f(x + lean)},${f(forkY)} L${f(x + lean + trunkW * 0.6)},${f(forkY)} Q${f(x + trunkW + lean * 0.3)},${f(forkY + height * 0.1)} ${f(x + trunkW)},${f(ground)}Z" stroke="none"/>`;
  for (const spread of [-0.55, -0.2, 0.25, 0.6]) {
    const ex = x + lean + spread * height * (0.8 + rand() * 0.3);
    const ey = top + rand() * height * 0.06;
    svg += `<path d="M${f(x + lean)},${f(forkY)} Q${f(x + lean + spread * height * 0.3)},${f(forkY - height * 0.18)} ${f(ex)},${f(ey)}" fill="none" stroke-width="${f(trunkW * 0.7)}"/>`;
  }
  const crownW = height * (1.0 + rand() * 0.35);
  const crownX = x + lean;
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const cw = crownW * (1 - i * 0.18);
    const cy = top - i * height * 0.06;
    const ch = height * 0.07;
    const off = (rand() - 0.5) * height * 0.15;
    svg += `<path d="M${f(crownX - cw / 2 + off)},${f(cy)} Q${f(crownX + off)},${f(cy - ch * 2.2)} ${f(crownX + cw / 2 + off)},${f(cy)} Q${f(crownX + off)},${f(cy + ch * 0.5)} ${f(crownX - cw / 2 + off)},${f(cy)}Z" stroke="none"/>`;
  }
  return `${svg}</g>`;
}

/** A young tree: a thin stem and a small round crown. */
function sapling(x: number, ground: number, size: number, stem: string, leaf: string) {
  return `<path d="M${f(x)},${f(ground)}V${f(ground - size)}" stroke="${stem}" stroke-width="${f(size * 0.08)}" stroke-linecap="round"/><ellipse cx="${f(x)}" cy="${f(ground - size * 1.15)}" rx="${f(size * 0.38)}" ry="${f(size * 0.5)}" fill="${leaf}"/>`;
}

function turbine(x: number, ground: number, size: number, color: string, angle: number) {
  let svg = `<path d="M${f(x - size * 0.02)},${f(ground)}L${f(x - size * 0.008)},${f(ground - size)}L${f(x + size * 0.008)},${f(ground - size)}L${f(x + size * 0.02)},${f(ground)}Z" fill="${color}"/>`;
  for (let b = 0; b < 3; b++) {
    const a = angle + (b * Math.PI * 2) / 3;
    const ex = x + Math.cos(a) * size * 0.55;
    const ey = ground - size + Math.sin(a) * size * 0.55;
    svg += `<path d="M${f(x)},${f(ground - size)}L${f(ex)},${f(ey)}" stroke="${color}" stroke-width="${f(size * 0.025)}" stroke-linecap="round"/>`;
  }
  return `${svg}<circle cx="${f(x)}" cy="${f(ground - size)}" r="${f(size * 0.03)}" fill="${color}"/>`;
}

/** A leaf from its base along `angle` (radians), `length` long: two curved sides, a midrib and veins. */
function leaf(x: number, y: number, angle: number, length: number, width: number, fill: string, rib: string) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const at = (u: number, v: number): [number, number] => [x + u * cos - v * sin, y + u * sin + v * cos];
  const tip = at(length, 0);
  const l1 = at(length * 0.3, -width);
  const l2 = at(length * 0.8, -width * 0.7);
  const r1 = at(length * 0.3, width);
  const r2 = at(length * 0.8, width * 0.7);
  let svg = `<path d="M${f(x)},${f(y)}C${f(l1[0])},${f(l1[1])} ${f(l2[0])},${f(l2[1])} ${f(tip[0])},${f(tip[1])}C${f(r2[0])},${f(r2[1])} ${f(r1[0])},${f(r1[1])} ${f(x)},${f(y)}Z" fill="${fill}"/>`;
  let veins = `M${f(x)},${f(y)}L${f(tip[0])},${f(tip[1])}`;
  for (let i = 1; i <= 5; i++) {
    const u = (length * i) / 6.5;
    const reach = width * 0.75 * Math.sin((Math.PI * (i + 0.5)) / 7);
    for (const side of [-1, 1]) {
      const [sx, sy] = at(u, 0);
      const [ex, ey] = at(u + length * 0.12, side * reach);
      veins += `M${f(sx)},${f(sy)}L${f(ex)},${f(ey)}`;
    }
  }
  svg += `<path d="${veins}" stroke="${rib}" stroke-width="${f(Math.max(1.2, length / 110))}" stroke-linecap="round" fill="none" opacity="0.55"/>`;
  return svg;
}

// ---------------------------------------------------------------------------------------------
// The pictures

function ridges(r: Recipe, w: number, h: number): string {
  const p: Palette = palettes[r.palette];
  const rand = random(r.seed);
  const sunX = r.sunAt ?? 0.25 + rand() * 0.5;
  let svg = skyAndSun(p, w, h, sunX, h * (0.24 + rand() * 0.12), h * 0.07);
  const count = 5;
  const lines: [number, number][][] = [];
  // Each picture its own horizon and slope: the land rises to one side or the other.
  const shift = (rand() - 0.5) * h * 0.3;
  const tilt = (rand() - 0.5) * h * 0.5;
  for (let i = 0; i < count; i++) {
    const base = h * (0.42 + i * 0.12 + rand() * 0.04) + shift * (1 - i / count);
    const line = ridgeLine(rand, w, base, h * (0.09 - i * 0.008)).map(
      ([x, y]) => [x, y + (tilt * (x - w / 2) * (1 - i / (count + 1))) / w] as [number, number],
    );
    lines.push(line);
    svg += `<path d="${fillBelow(line, w, h)}" fill="${p.layers[i]}"/>`;
    if (r.turbines && i === 1) {
      for (let t = 0; t < 5; t++) {
        const x = w * (0.12 + t * 0.17 + rand() * 0.05);
        svg += turbine(x, ridgeAt(line, x) + 4, h * 0.14, p.layers[3]!, rand() * Math.PI);
      }
    }
    if (r.mist && i < count - 1) {
      // Mist lying in the valley below this ridge: a soft band that follows the ridge's own line
      // (a straight band read as a stripe across the picture), thinning towards its ends.
      const top = line.map(([x, y]) => `${f(x)},${f(y + h * 0.035)}`);
      const bottom = [...line].reverse().map(([x, y], k) => {
        const edge = Math.sin((Math.PI * (k + 0.5)) / line.length);
        return `${f(x)},${f(y + h * (0.035 + 0.06 * edge))}`;
      });
      svg += `<path d="M${top.join('L')}L${bottom.join('L')}Z" fill="${p.skyLow}" opacity="0.5" filter="url(#soft)"/>`;
    }
    if (r.trees && i >= 2) svg += canopy(rand, line, w, h * (0.012 + i * 0.008), p.layers[i + 1] ?? p.layers[i]!, h);
    if (r.steam && i === 2) {
      for (let s = 0; s < 4; s++) {
        const x = w * (0.2 + s * 0.2 + rand() * 0.08);
        const y = ridgeAt(line, x);
        for (let k = 0; k < 5; k++)
          svg += `<circle cx="${f(x + k * h * 0.02 * (rand() - 0.3))}" cy="${f(y - k * h * 0.06)}" r="${f(h * (0.03 + k * 0.015))}" fill="#ffffff" opacity="${f(0.5 - k * 0.08)}" filter="url(#soft)"/>`;
      }
    }
  }
  if (r.saplings) {
    const near = lines[count - 1]!;
    for (let x = w * 0.06; x < w; x += w * (0.07 + rand() * 0.03)) {
      svg += sapling(x, ridgeAt(near, x) + h * 0.05, h * (0.05 + rand() * 0.02), earth[800], p.layers[2]!);
    }
  }
  return svg;
}

function savannah(r: Recipe, w: number, h: number): string {
  const p: Palette = palettes[r.palette];
  const rand = random(r.seed);
  const sunX = r.sunAt ?? 0.3 + rand() * 0.4;
  const horizon = h * 0.62;
  let svg = skyAndSun(p, w, h, sunX, horizon - h * 0.1, h * 0.13);
  const far = ridgeLine(rand, w, horizon - h * 0.03, h * 0.05);
  svg += `<path d="${fillBelow(far, w, h)}" fill="${p.layers[1]}"/>`;
  const plain = ridgeLine(rand, w, horizon + h * 0.02, h * 0.012);
  svg += `<path d="${fillBelow(plain, w, h)}" fill="${p.layers[2]}"/>`;
  // Bands of grass, lighter strokes, nearer and darker.
  for (let i = 0; i < 3; i++) {
    const band = ridgeLine(rand, w, horizon + h * (0.1 + i * 0.1), h * 0.02);
    svg += `<path d="${fillBelow(band, w, h)}" fill="${p.layers[3 + i] ?? p.layers[5]}"/>`;
  }
  const trees = 3 + Math.floor(rand() * 3);
  for (let t = 0; t < trees; t++) {
    const x = w * (0.08 + (t / trees) * 0.9 + rand() * 0.05);
    const nearness = rand();
    const ground = horizon + h * (0.02 + nearness * 0.14);
    svg += acacia(rand, x, ground, h * (0.12 + nearness * 0.24), p.layers[4]!);
  }
  return svg;
}

function water(r: Recipe, w: number, h: number): string {
  const p: Palette = palettes[r.palette];
  const rand = random(r.seed);
  const sunX = r.sunAt ?? 0.3 + rand() * 0.4;
  const horizon = h * (r.calmLeft ? 0.66 : 0.5 + rand() * 0.06);
  let svg = skyAndSun(p, w, h, sunX, horizon - h * 0.16, h * 0.06);
  // Where ripples and reeds may stand: the whole width, or its right part beside a slide's words.
  const from = r.calmLeft ? 0.58 : 0;
  const anywhere = () => (from + rand() * (1 - from)) * w;
  svg += `<path d="${fillBelow(ridgeLine(rand, w, horizon - h * 0.06, h * 0.08), w, h)}" fill="${p.layers[1]}"/>`;
  svg += `<path d="${fillBelow(ridgeLine(rand, w, horizon - h * 0.01, h * 0.03), w, h)}" fill="${p.layers[2]}"/>`;
  svg += `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient></defs>`;
  svg += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#water)"/>`;
  // The sun's path on the water and the ripples.
  let ripples = '';
  for (let i = 0; i < 34; i++) {
    const y = horizon + ((h - horizon) * (i + rand())) / 34;
    const depth = (y - horizon) / (h - horizon);
    const len = w * (0.03 + rand() * 0.1) * (0.5 + depth);
    const x = rand() < 0.45 ? sunX * w + (rand() - 0.5) * w * 0.12 * (1 + depth) : anywhere();
    ripples += `M${f(x - len / 2)},${f(y)}h${f(len)}`;
  }
  svg += `<path d="${ripples}" stroke="${p.line}" stroke-width="${f(h / 320)}" stroke-linecap="round" opacity="0.6"/>`;
  if (r.shore) {
    const sand = ridgeLine(rand, w, h * 0.86, h * 0.03);
    svg += `<path d="${fillBelow(sand, w, h)}" fill="${earth[100]}"/>`;
    const wet = ridgeLine(rand, w, h * 0.84, h * 0.03);
    svg += `<path d="${smooth(wet)}" stroke="#ffffff" stroke-width="${f(h / 160)}" fill="none" opacity="0.7"/>`;
  }
  if (r.boardwalk) {
    // Planks on posts, leading from the viewer out over the water: it narrows as it goes.
    const top = horizon + (h - horizon) * 0.22;
    const cx = w * (0.35 + rand() * 0.3);
    const near = w * 0.13;
    const far = w * 0.018;
    const deck = `M${f(cx - far)},${f(top)}L${f(cx + far)},${f(top)}L${f(cx + near)},${h}L${f(cx - near)},${h}Z`;
    let posts = '';
    for (let i = 0; i <= 8; i++) {
      const t = Math.pow(i / 8, 1.5);
      const y = top + (h - top) * t;
      const half = far + (near - far) * t;
      const length = h * (0.01 + 0.05 * t);
      posts += `M${f(cx - half)},${f(y)}v${f(length)}M${f(cx + half)},${f(y)}v${f(length)}`;
    }
    svg += `<path d="${posts}" stroke="${earth[900]}" stroke-width="${f(h / 200)}" stroke-linecap="round"/>`;
    svg += `<path d="${deck}" fill="${earth[500]}"/>`;
    let planks = '';
    for (let i = 1; i < 26; i++) {
      const t = Math.pow(i / 26, 1.5);
      const y = top + (h - top) * t;
      const half = far + (near - far) * t;
      planks += `M${f(cx - half)},${f(y)}H${f(cx + half)}`;
    }
    svg += `<path d="${planks}" stroke="${earth[700]}" stroke-width="${f(h / 500)}" opacity="0.7"/>`;
  }
  if (r.trees) {
    let reeds = '';
    for (let i = 0; i < 90; i++) {
      const x = r.calmLeft ? anywhere() : rand() < 0.5 ? rand() * w * 0.3 : w - rand() * w * 0.3;
      const base = h + 4;
      const height = h * (0.1 + rand() * 0.22) * (1 - Math.abs(x / w - 0.5) * 0.4);
      const bend = (rand() - 0.5) * h * 0.08;
      reeds += `M${f(x)},${f(base)}Q${f(x + bend * 0.3)},${f(base - height * 0.6)} ${f(x + bend)},${f(base - height)}`;
    }
    svg += `<path d="${reeds}" stroke="${p.layers[4]}" stroke-width="${f(h / 220)}" stroke-linecap="round" fill="none"/>`;
  }
  return svg;
}

function terraces(r: Recipe, w: number, h: number): string {
  const p: Palette = palettes[r.palette];
  const rand = random(r.seed);
  let svg = skyAndSun(p, w, h, r.sunAt ?? 0.2 + rand() * 0.6, h * 0.16, h * 0.05);
  svg += `<path d="${fillBelow(ridgeLine(rand, w, h * 0.3, h * 0.05), w, h)}" fill="${p.layers[0]}"/>`;
  const bands = 11;
  const tilt = (rand() - 0.5) * h * 0.25;
  for (let i = 0; i < bands; i++) {
    const base = h * 0.34 + h * 0.72 * Math.pow(i / bands, 1.25) + 0;
    const line = ridgeLine(rand, w, base, h * 0.03).map(
      ([x, y]) => [x, y + (tilt * (x - w / 2)) / w] as [number, number],
    );
    const shade = p.layers[1 + (i % 2 === 0 ? Math.min(4, Math.floor(i / 3)) : Math.min(4, Math.floor(i / 3) + 1))]!;
    svg += `<path d="${fillBelow(line, w, h)}" fill="${shade}"/>`;
    svg += `<path d="${smooth(line)}" stroke="${p.line}" stroke-width="${f(h / 500 + i * 0.2)}" fill="none" opacity="0.45"/>`;
  }
  return svg;
}

/** An RGB PNG from raw pixels, base64: small and synchronous, for embedding in an SVG. */
function pngBase64(rgb: Buffer, width: number, height: number): string {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

function hex(color: string): [number, number, number] {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A contour map: a height field of a few hills, its bands shaded from low to high and its lines drawn
 * where the height crosses each level (so lines never cross), as pixels embedded in the SVG.
 */
function contours(r: Recipe, w: number, h: number): string {
  const p: Palette = palettes[r.palette];
  const rand = random(r.seed);
  const dark = r.palette === 'night' || r.palette === 'dusk';
  const hills = Array.from({ length: 3 + Math.floor(rand() * 3) }, () => ({
    x: w * (0.1 + rand() * 0.8),
    y: h * (0.1 + rand() * 0.8),
    s: Math.max(w, h) * (0.12 + rand() * 0.2),
    a: 0.5 + rand() * 0.8,
  }));
  const waves = [0, 1, 2].map(() => ({ fx: (1 + rand() * 3) / w, fy: (1 + rand() * 3) / h, phase: rand() * 6.3 }));
  const field = (x: number, y: number) =>
    hills.reduce((sum, k) => sum + k.a * Math.exp(-((x - k.x) ** 2 + (y - k.y) ** 2) / (2 * k.s * k.s)), 0) +
    waves.reduce((sum, v) => sum + 0.06 * Math.sin(x * v.fx * 6.3 + y * v.fy * 6.3 + v.phase), 0);
  const levels = 11;
  let top = 0;
  for (let y = 0; y <= h; y += h / 40) for (let x = 0; x <= w; x += w / 60) top = Math.max(top, field(x, y));
  const norm = 1 / (top * 1.02);
  const low = hex(dark ? p.layers[3]! : p.skyLow);
  const high = hex(dark ? p.layers[0]! : p.layers[2]!);
  const ink = hex(dark ? p.line : p.layers[4]!);
  const lineAlpha = dark ? 0.45 : 0.5;
  // Drawn at half size and enlarged by the renderer: smooth enough, and quick.
  const cw = Math.ceil(w / 2);
  const ch = Math.ceil(h / 2);
  const pixels = Buffer.alloc(cw * ch * 3);
  for (let j = 0; j < ch; j++) {
    for (let i = 0; i < cw; i++) {
      const x = i * 2;
      const y = j * 2;
      const v = field(x, y) * norm;
      const gx = field(x + 1, y) * norm - v;
      const gy = field(x, y + 1) * norm - v;
      const scaled = Math.max(0, v) * levels;
      const band = Math.min(levels, Math.floor(scaled));
      const frac = scaled - Math.floor(scaled);
      const slope = Math.hypot(gx, gy) * levels * 2 + 1e-6;
      const distance = Math.min(frac, 1 - frac) / slope;
      const major = Math.round(scaled) % 4 === 0;
      const alpha = Math.max(0, Math.min(1, (major ? 1.6 : 1.0) - distance)) * lineAlpha * (v > 0.02 ? 1 : 0);
      const t = band / levels;
      for (let c = 0; c < 3; c++) {
        const base = low[c]! + (high[c]! - low[c]!) * t;
        pixels[(j * cw + i) * 3 + c] = Math.round(base + (ink[c]! - base) * alpha);
      }
    }
  }
  const png = pngBase64(pixels, cw, ch);
  let svg = `<image href="data:image/png;base64,${png}" width="${w}" height="${h}" preserveAspectRatio="none"/>`;
  if (r.river) {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 8; i++) pts.push([(w * i) / 8 + (rand() - 0.5) * w * 0.05, h * (0.3 + rand() * 0.4)]);
    svg += `<path d="${smooth(pts)}" stroke="${sky[600]}" stroke-width="${f(h / 110)}" fill="none" stroke-linecap="round" opacity="0.8"/>`;
  }
  if (r.grid) {
    let grid = '';
    const step = w / 8;
    for (let x = step; x < w; x += step) grid += `M${f(x)},0V${h}`;
    for (let y = step; y < h; y += step) grid += `M0,${f(y)}H${w}`;
    svg += `<path d="${grid}" stroke="${dark ? p.line : p.layers[5]}" stroke-width="${f(h / 900)}" opacity="0.25"/>`;
    for (let i = 0; i < 5; i++) {
      const x = step * (1 + Math.floor(rand() * 7));
      const y = step * (1 + Math.floor(rand() * Math.floor(h / step - 1)));
      svg += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h / 110)}" fill="${earth[500]}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(h / 45)}" fill="none" stroke="${earth[500]}" stroke-width="${f(h / 500)}"/>`;
    }
  }
  return svg;
}

function leaves(r: Recipe, w: number, h: number): string {
  const p: Palette = palettes[r.palette];
  const rand = random(r.seed);
  const dark = r.palette === 'night' || r.palette === 'dusk';
  const ground = dark ? p.layers[3]! : p.skyLow;
  let svg = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  const fills = dark
    ? [brand[600], brand[500], brand[700], earth[400], brand[400]]
    : [p.layers[2]!, p.layers[3]!, p.layers[4]!, earth[400], p.layers[1]!];
  const rib = dark ? brand[950] : p.skyLow;
  const arrangement = r.arrangement ?? 'canopy';
  if (arrangement === 'canopy') {
    for (let i = 0; i < 38; i++) {
      const x = rand() * w;
      const y = rand() * h;
      const length = h * (0.22 + rand() * 0.3);
      svg += leaf(x, y, rand() * Math.PI * 2, length, length * (0.22 + rand() * 0.1), fills[i % fills.length]!, rib);
    }
  } else if (arrangement === 'ring') {
    const cx = w * (0.3 + rand() * 0.4);
    const cy = h * (0.35 + rand() * 0.3);
    const radius = h * (0.22 + rand() * 0.14);
    svg += `<circle cx="${cx}" cy="${cy}" r="${f(radius)}" fill="none" stroke="${dark ? p.line : p.layers[4]}" stroke-width="${f(h / 150)}" opacity="0.6"/>`;
    for (let i = 0; i < 26; i++) {
      const a = (i / 26) * Math.PI * 2;
      const x = cx + Math.cos(a) * radius;
      const y = cy + Math.sin(a) * radius;
      const side = i % 2 === 0 ? -0.6 : 0.6;
      const length = h * (0.13 + rand() * 0.05);
      svg += leaf(x, y, a + Math.PI / 2 + side, length, length * 0.3, fills[i % fills.length]!, rib);
    }
  } else {
    // A sprig: a stem curving up from the lower edge, leaves alternating along it.
    const stem: [number, number][] = [];
    const x0 = w * (0.3 + rand() * 0.4);
    for (let i = 0; i <= 6; i++) stem.push([x0 + Math.sin(i * 0.7 + rand()) * w * 0.06, h * 1.02 - (h * 0.95 * i) / 6]);
    svg += `<path d="${smooth(stem)}" stroke="${earth[800]}" stroke-width="${f(h / 120)}" fill="none" stroke-linecap="round"/>`;
    for (let i = 1; i <= 11; i++) {
      const t = i / 12;
      const idx = Math.min(5, Math.floor(t * 6));
      const [ax, ay] = stem[idx]!;
      const [bx, by] = stem[idx + 1]!;
      const u = t * 6 - idx;
      const x = ax + (bx - ax) * u;
      const y = ay + (by - ay) * u;
      const side = i % 2 === 0 ? -1 : 1;
      const length = h * (0.3 - t * 0.15);
      svg += leaf(x, y, -Math.PI / 2 + side * (0.9 + rand() * 0.3), length, length * 0.28, fills[i % 3]!, rib);
    }
  }
  return svg;
}

const draw = { ridges, savannah, water, terraces, contours, leaves };

/** The whole SVG of a recipe at w x h. */
export function illustrationSvg(recipe: Recipe, w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${draw[recipe.kind](recipe, w, h)}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Which picture each image of the site is, by its key (folder/name under content/images).

/**
 * The 2025 meeting's 28 pictures, in the order of the /agm mosaic (lib/mosaic.ts: 3 columns, 4 from
 * 1024 px; the large tiles fall at 0, 6, 12 and 18, and at 0, 9 and 18). Laid out so that all six
 * kinds take turns: the large tiles are landscapes, tiles side by side or one above the other differ
 * in kind and in light, no two dark pictures (a night, dusk or evening sky, dark leaves) touch, and no
 * composition (a kind with its details) comes more than three times.
 */
const agmSeries: Recipe[] = (
  [
    { kind: 'savannah', palette: 'dawn', sunAt: 0.68 },
    { kind: 'ridges', palette: 'dry', steam: true },
    { kind: 'contours', palette: 'mist', river: true },
    { kind: 'leaves', palette: 'dusk', arrangement: 'sprig' },
    { kind: 'terraces', palette: 'lake' },
    { kind: 'water', palette: 'evening', boardwalk: true },
    { kind: 'ridges', palette: 'mist', mist: true, trees: true },
    { kind: 'contours', palette: 'day', grid: true },
    { kind: 'water', palette: 'dawn', shore: true },
    { kind: 'terraces', palette: 'dry', sunAt: 0.3 },
    { kind: 'leaves', palette: 'night', arrangement: 'canopy' },
    { kind: 'ridges', palette: 'lake', mist: true },
    { kind: 'water', palette: 'mist', trees: true },
    { kind: 'contours', palette: 'evening' },
    { kind: 'leaves', palette: 'dawn', arrangement: 'ring' },
    { kind: 'ridges', palette: 'evening', turbines: true },
    { kind: 'savannah', palette: 'day' },
    { kind: 'ridges', palette: 'dusk', trees: true },
    { kind: 'terraces', palette: 'mist', sunAt: 0.75 },
    { kind: 'leaves', palette: 'dry', arrangement: 'sprig' },
    { kind: 'contours', palette: 'lake', grid: true, river: true },
    { kind: 'water', palette: 'day', shore: true, trees: true },
    { kind: 'ridges', palette: 'night', mist: true },
    { kind: 'savannah', palette: 'dry', sunAt: 0.3 },
    { kind: 'contours', palette: 'dawn', river: true },
    { kind: 'leaves', palette: 'lake', arrangement: 'canopy' },
    { kind: 'water', palette: 'night' },
    { kind: 'ridges', palette: 'day', trees: true },
  ] satisfies Omit<Recipe, 'seed'>[]
).map((recipe, i) => ({ ...recipe, seed: 2025_00 + i }));

/**
 * Seeds chosen so that no two pictures share a composition (the light and dark areas in the same
 * places): tests/images/placeholder-distinct.test.ts compares them.
 */
const seeds: Record<string, number> = {
  'pages/approach': 2052,
  'pages/our-background': 1234,
  'pages/short-courses': 1056,
  'gallery/gallery-01': 10312,
  'blog/kenya-renewable-energy-leadership': 1021,
  'blog/climate-adaptation-arid-counties': 4025,
  'gallery/gallery-06': 8036,
  'gallery/gallery-13': 3043,
  'gallery/gallery-14': 3044,
  'agm/agm-02': 203501,
  'agm/agm-07': 203506,
  'agm/agm-10': 208509,
  'agm/agm-12': 214511,
  'agm/agm-17': 210516,
  'agm/agm-19': 221518,
  'agm/agm-22': 203521,
  'agm/agm-24': 215523,
  'agm/agm-27': 257526,
  'agm/agm-28': 217527,
};

const recipes: Record<string, Recipe> = {
  'hero/hero-1': { kind: 'ridges', palette: 'mist', seed: 11, mist: true, trees: true, sunAt: 0.62 },
  'hero/hero-2': { kind: 'savannah', palette: 'dusk', seed: 12, sunAt: 0.55 },
  'hero/hero-3': { kind: 'water', palette: 'evening', seed: 13, trees: true, sunAt: 0.78, calmLeft: true },
  'hero/hero-4': { kind: 'terraces', palette: 'day', seed: 14, sunAt: 0.7 },

  'blog/kenya-renewable-energy-leadership': { kind: 'ridges', palette: 'day', seed: 21, turbines: true },
  'blog/plastic-ban-lessons': { kind: 'leaves', palette: 'dry', seed: 22, arrangement: 'canopy' },
  'blog/eia-quality-matters': { kind: 'contours', palette: 'dawn', seed: 23, grid: true },
  'blog/water-towers-restoration': { kind: 'ridges', palette: 'dawn', seed: 24, mist: true, trees: true },
  'blog/climate-adaptation-arid-counties': { kind: 'savannah', palette: 'dry', seed: 25 },
  'blog/starting-a-career-in-environmental-practice': {
    kind: 'leaves',
    palette: 'mist',
    seed: 26,
    arrangement: 'sprig',
  },

  'gallery/gallery-01': { kind: 'ridges', palette: 'mist', seed: 31, saplings: true, trees: true },
  'gallery/gallery-02': { kind: 'contours', palette: 'mist', seed: 32, grid: true },
  'gallery/gallery-03': { kind: 'water', palette: 'day', seed: 33, shore: true },
  'gallery/gallery-04': { kind: 'leaves', palette: 'night', seed: 34, arrangement: 'canopy' },
  'gallery/gallery-05': { kind: 'contours', palette: 'lake', seed: 35, river: true },
  'gallery/gallery-06': { kind: 'savannah', palette: 'day', seed: 36 },
  'gallery/gallery-07': { kind: 'water', palette: 'dawn', seed: 37, boardwalk: true, trees: true },
  'gallery/gallery-08': { kind: 'leaves', palette: 'dusk', seed: 38, arrangement: 'ring' },
  'gallery/gallery-09': { kind: 'leaves', palette: 'dawn', seed: 39, arrangement: 'sprig' },
  'gallery/gallery-10': { kind: 'contours', palette: 'dry', seed: 40, river: true },
  'gallery/gallery-11': { kind: 'leaves', palette: 'mist', seed: 41, arrangement: 'ring' },
  'gallery/gallery-12': { kind: 'contours', palette: 'dusk', seed: 42 },
  'gallery/gallery-13': { kind: 'ridges', palette: 'day', seed: 43, saplings: true },
  'gallery/gallery-14': { kind: 'ridges', palette: 'dry', seed: 44, steam: true },

  'pages/our-background': { kind: 'ridges', palette: 'dawn', seed: 51, trees: true },
  'pages/approach': { kind: 'terraces', palette: 'mist', seed: 52 },
  'pages/donate': { kind: 'ridges', palette: 'lake', seed: 58, saplings: true, mist: true },
  'pages/how-to-join': { kind: 'water', palette: 'mist', seed: 54, trees: true },
  'pages/training-calendar': { kind: 'contours', palette: 'night', seed: 55, grid: true },
  'pages/short-courses': { kind: 'leaves', palette: 'day', seed: 56, arrangement: 'canopy' },

  'promo/conference-poster': { kind: 'savannah', palette: 'dawn', seed: 61 },

  ...Object.fromEntries(agmSeries.map((recipe, i) => [`agm/agm-${String(i + 1).padStart(2, '0')}`, recipe])),
};

export const illustrations: Record<string, Recipe> = Object.fromEntries(
  Object.entries(recipes).map(([key, recipe]) => [key, { ...recipe, seed: seeds[key] ?? recipe.seed }]),
);

async function main() {
  const root = join(__dirname, '..', '..');
  const only = process.argv.slice(2);
  for (const [key, recipe] of Object.entries(illustrations)) {
    if (only.length > 0 && !only.includes(key)) continue;
    const shape = folderShapes[key.split('/')[0]!]!;
    const svg = illustrationSvg(recipe, shape.width, shape.height);
    const file = join(root, 'content', 'images', `${key}.jpg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      await sharp(Buffer.from(svg)).jpeg({ quality: 88, chromaSubsampling: '4:4:4', mozjpeg: true }).toBuffer(),
    );
  }
  console.log(`illustrations: ${only.length || Object.keys(illustrations).length} drawn under content/images`);
}

if (require.main === module) void main();
