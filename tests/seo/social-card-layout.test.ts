/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  cardLayout,
  cardSize,
  cardSvg,
  drawLines,
  fitLines,
  textWidth,
  type CardText,
  type TextStyle,
} from '@/lib/social-card-layout';
import { drawCard, drawCards } from '@/scripts/images/cards';
import type { CardSubject } from '@/lib/social-cards';

const siteName = 'Environmental Institute of Kenya';
const card = (title: string, detail = 'December 10, 2024'): CardText => ({
  kind: 'Press statement',
  title,
  detail,
  siteName,
});

const long =
  'Statement of the Institute on the Proposed Amendments to the Environmental Management and Co-ordination Act, the Climate Change Act and the Forest Conservation and Management Act, with Fifteen Recommendations';
const badTitles = {
  '200 characters': long.slice(0, 200),
  apostrophe: 'Kenya’s Wetlands and the Institute\'s "Call" to Protect Them',
  ampersand: 'Climate & Water: <Practitioners> Urge Real-Time Monitoring & Open Data',
  Swahili: 'Taarifa kwa Vyombo vya Habari: Uhifadhi wa Misitu ya Mau na Usalama wa Maji kwa Jamii za Kaunti',
  'no spaces': 'Mazingira'.repeat(24),
  'accents and dashes': 'Éco-systèmes — naïve façade – «Maendeleo» … ñandú',
} as const;

describe('the card layout keeps any title legible', () => {
  it.each(Object.entries(badTitles))('%s: wrapped inside the card, at most five lines', (_, title) => {
    const layout = cardLayout(card(title));
    expect(layout.title.length).toBeGreaterThan(0);
    expect(layout.title.length).toBeLessThanOrEqual(5);
    for (const line of [...layout.title, ...layout.kind, ...layout.detail, ...layout.siteName]) {
      expect(line.x + textWidth(line.text, line)).toBeLessThanOrEqual(cardSize.width - 72);
      expect(line.y).toBeLessThan(cardSize.height);
    }
    // The lines do not overlap: each starts below the last.
    const baselines = [...layout.kind, ...layout.title, ...layout.detail].map((line) => line.y);
    expect([...baselines].sort((a, b) => a - b)).toEqual(baselines);
  });

  it('cuts a title that does not fit with an ellipsis, and keeps one that fits whole', () => {
    const cut = cardLayout(card(long.slice(0, 200))).title.map((line) => line.text);
    expect(cut.at(-1)).toMatch(/…$/);
    expect(cut.join(' ').replace(/…$/, '')).toBe(long.slice(0, cut.join(' ').length - 1));
    const whole = cardLayout(card('Nairobi Air Quality: Practitioners Urge Real-Time Monitoring')).title;
    expect(whole.map((line) => line.text).join(' ')).toBe(
      'Nairobi Air Quality: Practitioners Urge Real-Time Monitoring',
    );
    expect(whole[0]!.size).toBeGreaterThan(cardLayout(card(long)).title[0]!.size);
  });

  it('breaks a word longer than a line, and loses no character of a title that fits', () => {
    const style: TextStyle = { face: 'title', size: 64 };
    const lines = fitLines('Uhifadhiwamazingirakatikakauntizotearobainisaba', style, 400, 5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Uhifadhiwamazingirakatikakauntizotearobainisaba');
    for (const line of lines) expect(textWidth(line, style)).toBeLessThanOrEqual(400);
  });

  it('leaves room for the photo when the item has one', () => {
    const withPhoto = cardLayout(card(badTitles.Swahili), { photo: true });
    expect(withPhoto.textWidth).toBeLessThan(cardLayout(card(badTitles.Swahili)).textWidth);
    for (const line of withPhoto.title) expect(line.x + textWidth(line.text, line)).toBeLessThanOrEqual(628);
  });

  it('draws text as the outlines of its glyphs, so no title can break the drawing', async () => {
    const svg = cardSvg(card(`${badTitles.ampersand}\u0007 ${badTitles.apostrophe}`));
    expect(svg).not.toMatch(/<text|Climate|[\u0000-\u0008]/);
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(cardSize.width);
  });

  it.each<TextStyle>([
    { face: 'title', size: 64 },
    { face: 'bold', size: 26, spacing: 2 },
    { face: 'regular', size: 30 },
  ])('draws a line as wide as it measures it ($face, $size px)', async (style) => {
    const text = 'Water & Wetlands of Kenya, 2025';
    const width = textWidth(text, style);
    const canvas = Math.ceil(width) + 40;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas}" height="100"><rect width="100%" height="100%"/>${drawLines([{ ...style, text, x: 0, y: 80 }], '#ffffff')}</svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    let right = 0;
    for (let x = 0; x < info.width; x++)
      for (let y = 0; y < info.height; y++) if (data[y * info.width + x]! > 128) right = x;
    // The ink ends where the measure does, give or take the last letter's side bearing.
    expect(right).toBeLessThanOrEqual(width + 1);
    expect(right).toBeGreaterThan(width - style.size * 0.15);
  });
});

describe('drawing the cards', () => {
  const subject = (title: string, key: string): CardSubject => ({
    key,
    kind: 'Press statement',
    title,
    detail: 'May 2025',
  });

  it.each(Object.entries(badTitles))('%s: a 1200 x 630 JPEG', async (_, title) => {
    const jpeg = await drawCard(subject(title, 'bad'), process.cwd());
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('draws each card once: an unchanged card comes from the cache', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cards-'));
    try {
      const options = {
        root: process.cwd(),
        publicDir: join(dir, 'public'),
        cacheDir: join(dir, 'cache'),
        parallel: 2,
      };
      const subjects = [subject('First', 'press/first'), subject('Second', 'press/second')];
      expect(await drawCards(subjects, options)).toMatchObject({ drawn: 2, reused: 0 });
      const changed = [subjects[0]!, subject('Second, reworded', 'press/second')];
      expect(await drawCards(changed, options)).toMatchObject({ drawn: 1, reused: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
