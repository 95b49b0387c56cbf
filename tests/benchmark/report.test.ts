import { jsRatio, meetsBars, renderReport, type RouteResult } from '@/scripts/benchmark/report';
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

const good: RouteResult = { route: '/', lighthouse: scores, weight: weight(120, 300) };
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
  });

  it('writes the table with the floor and the bars, marking each miss', () => {
    const report = renderReport({
      date: '2026-01-01T00:00:00Z',
      versions: { next: '16.4.6', react: '19.3.1', chromium: 'Chromium 1', lighthouse: '12.8.2' },
      floor,
      runs: 1,
      results: [good, heavy, broken],
    });
    expect(report).toContain(
      '**Floor** (an empty page built with the same Next.js and React, static export): JS 100.0 KB',
    );
    expect(report).toContain('JS ratio <= 1.35, total <= 600 KB');
    expect(report).toContain('| / | 100 | 100 | 100 | 100 | 1.20 | 20 | 0.000 | 120.0 | 1.20 | 300.0 |');
    expect(report).toContain('| /gallery | 90 ✗ | 100 | 100 | 100 | 1.20 | 20 | 0.020 ✗ | 150.0 | 1.50 ✗ | 700.0 ✗ |');
    expect(report).toContain('| /donate | error ✗ |');
    expect(report).toContain('1 of 3 routes meet every bar.');
    expect(report).toContain('- /gallery: Performance: Largest Contentful Paint (3.1 s)');
    expect(report).toContain('- /donate: Lighthouse failed: NO_FCP');
  });
});
