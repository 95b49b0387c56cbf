import { jsRatio, meetsBars, renderReport, vitalsMeetBars, type RouteResult } from '@/scripts/benchmark/report';
import type { RouteVitals } from '@/scripts/benchmark/vitals';
import type { Weight } from '@/scripts/benchmark/weight';

const kb = 1024;
const floor: Weight = { js: 100 * kb, css: 0, html: 2 * kb, image: 0, font: 0, other: 0, total: 102 * kb, requests: 6 };
const weight = (js: number, total: number): Weight => ({
  js: js * kb,
  css: 5 * kb,
  html: 10 * kb,
  image: 0,
  font: 0,
  other: 0,
  total: total * kb,
  requests: 12,
});
const scores = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1200,
  tbt: 20,
  cls: 0,
  misses: [],
};

const vitals: RouteVitals = {
  lcp: { time: 1800, size: 90000, element: 'img "Hero photo"', url: '/images/hero.avif', inDialog: false },
  fcp: 1200,
  cls: 0.01,
  inp: 90,
  interaction: 'open the site menu (slowest: pointerup, click)',
};
const promoLcp: RouteVitals = {
  ...vitals,
  lcp: { time: 6100, size: 140000, element: 'img "Poster"', url: '/images/poster.avif', inDialog: true },
};

const good: RouteResult = {
  route: '/',
  lighthouse: scores,
  lighthouseDevtools: { ...scores, performance: 92, lcp: 2100 },
  weight: weight(120, 300),
  vitals,
};
const heavy: RouteResult = {
  route: '/gallery',
  lighthouse: { ...scores, performance: 90, cls: 0.02, misses: ['Performance: Largest Contentful Paint (3.1 s)'] },
  weight: weight(150, 700),
};
const broken: RouteResult = { route: '/donate', lighthouse: { error: 'NO_FCP' }, weight: weight(120, 300) };

describe('the benchmark report', () => {
  it('computes the JavaScript ratio to the empty page', () => {
    expect(jsRatio(weight(135, 300), floor)).toBeCloseTo(1.35);
  });

  it('tells which routes meet every bar', () => {
    expect(meetsBars(good, floor)).toBe(true);
    expect(meetsBars(heavy, floor)).toBe(false);
    expect(meetsBars(broken, floor)).toBe(false);
    expect(meetsBars({ ...good, lighthouseDevtools: { ...scores, performance: 70 } }, floor)).toBe(false);
    expect(meetsBars({ ...good, vitals: promoLcp }, floor)).toBe(false);
  });

  it('holds real-browser vitals to their bars: LCP in time and from the page itself, CLS and INP', () => {
    expect(vitalsMeetBars(vitals)).toBe(true);
    expect(vitalsMeetBars(promoLcp)).toBe(false);
    expect(vitalsMeetBars({ ...vitals, lcp: { ...vitals.lcp!, time: 2600 } })).toBe(false);
    expect(vitalsMeetBars({ ...vitals, lcp: null })).toBe(false);
    expect(vitalsMeetBars({ ...vitals, cls: 0.1 })).toBe(false);
    expect(vitalsMeetBars({ ...vitals, inp: 201 })).toBe(false);
  });

  it('writes the table with the floor and the bars, marking each miss', () => {
    const report = renderReport({
      date: '2026-01-01T00:00:00Z',
      versions: { next: '16.4.6', react: '19.3.1', chromium: 'Chromium 1', lighthouse: '12.8.2' },
      floor,
      floorResult: { lighthouse: scores, lighthouseDevtools: scores, vitals },
      runs: 1,
      results: [good, heavy, broken, { ...good, route: '/news', vitals: promoLcp }],
    });
    expect(report).toContain(
      '**Floor** (an empty page built with the same Next.js and React, static export): JS 100.0 KB',
    );
    expect(report).toContain('JS ratio <= 1.35, total <= 600 KB');
    expect(report).toContain('| / | 100 | 100 | 100 | 100 | 1.20 | 20 | 0.000 | 92 | 2.10 | 120.0 | 1.20 | 300.0 |');
    expect(report).toContain(
      '| /gallery | 90 ✗ | 100 | 100 | 100 | 1.20 | 20 | 0.020 ✗ |  |  | 150.0 | 1.50 ✗ | 700.0 ✗ |',
    );
    expect(report).toContain('| /donate | error ✗ |');
    expect(report).toContain('1 of 4 routes meet every bar.');
    expect(report).toContain(
      '| empty page (floor) | 100 | 100 | 100 | 100 | 1.20 | 20 | 0.000 | 100 | 1.20 | 100.0 | 1.00 |',
    );
    // The real-browser table: LCP, its element, FCP, CLS, INP and the interaction behind it.
    expect(report).toContain(
      '| / | 1.80 | img "Hero photo" | 1.20 | 0.010 | 90 | open the site menu (slowest: pointerup, click) |',
    );
    expect(report).toContain('| /news | 6.10 ✗ | promo dialog: img "Poster" ✗ | 1.20 | 0.010 | 90 |');
    expect(report).toContain('| /gallery | not measured |');
    expect(report).toContain('1 of 4 routes meet the real-browser bars.');
    expect(report).toContain('- /gallery: Performance: Largest Contentful Paint (3.1 s)');
    expect(report).toContain('- /donate: Lighthouse failed: NO_FCP');
  });

  it('reports the search index and its documents, apart from every route’s first load', () => {
    const report = renderReport({
      date: '2026-01-01T00:00:00Z',
      versions: { next: '16', react: '19', chromium: 'Chromium', lighthouse: '12' },
      floor,
      runs: 1,
      results: [good],
      searchIndex: { files: 74, bytes: 265114, documentRecords: 34, documentFragmentBytes: 20480 },
    });
    expect(report).toContain('## Search index');
    expect(report).toContain(
      'out/pagefind: 74 files, 258.9 KB; 34 pages of documents (PDFs) in it, 20.0 KB of their fragments.',
    );
    const without = renderReport({
      date: '2026',
      versions: { next: '', react: '', chromium: '', lighthouse: '' },
      floor,
      runs: 1,
      results: [good],
    });
    expect(without).not.toContain('## Search index');
  });

  it('never shows a layout shift too small for three digits as 0.000', () => {
    const reportWithShift = (cls: number) =>
      renderReport({
        date: '2026-01-01T00:00:00Z',
        versions: { next: '16', react: '19', chromium: 'Chromium', lighthouse: '12' },
        floor,
        runs: 1,
        results: [{ ...good, lighthouse: { ...scores, cls } }],
      });
    expect(reportWithShift(0.00022)).toContain('| 1.20 | 20 | 0.0002 ✗ |');
    expect(reportWithShift(0.00022)).toContain('0 of 1 routes meet every bar.');
    expect(reportWithShift(0.00003)).toContain('| 1.20 | 20 | < 0.0001 ✗ |');
    expect(reportWithShift(0)).toContain('| 1.20 | 20 | 0.000 |');
  });
});
