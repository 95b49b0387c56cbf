import { budgetBreaches, budgetFor, defaultBudget, type Budget, type Measurement } from '@/scripts/benchmark/budgets';
import { renderReport } from '@/scripts/benchmark/report';
import type { RouteVitals } from '@/scripts/benchmark/vitals';
import type { Weight } from '@/scripts/benchmark/weight';

const kb = 1024;
const floor: Weight = { js: 100 * kb, css: 0, html: 2 * kb, image: 0, font: 0, other: 0, total: 102 * kb, requests: 6 };
/** A first load within every default budget, in KB. */
const weight = (js = 105, total = 200): Weight => ({
  js: js * kb,
  css: 10 * kb,
  html: 12 * kb,
  image: 40 * kb,
  font: 20 * kb,
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
  lcp: { time: 700, size: 90000, element: 'h1 "Join us"', url: '', inDialog: false },
  fcp: 650,
  cls: 0,
  inp: 90,
  interaction: 'open the site menu (slowest: pointerup, click)',
  waterfall: {
    html: 320,
    css: 610,
    font: 900,
    js: 1400,
    counts: { css: 1, font: 2, js: 9 },
    preloadedFonts: 1,
  },
};
/** No route of its own: every route is held to the default budget. */
const none = {};
const good: Measurement = { route: '/', lighthouse: scores, weight: weight(), vitals };

describe('the performance budgets', () => {
  it('pass a route within every budget', () => {
    expect(budgetBreaches([good], floor, none)).toEqual([]);
  });

  // Each budget broken alone fails the benchmark, naming the route, the budget, the figure and the limit.
  const broken: [keyof Budget, Partial<Measurement>][] = [
    ['lcpMs', { vitals: { ...vitals, lcp: { ...vitals.lcp!, time: 801 } } }],
    ['cls', { vitals: { ...vitals, cls: 0.0002 } }],
    ['inpMs', { vitals: { ...vitals, inp: 201 } }],
    ['jsRatio', { weight: weight(111) }],
    ['fontKb', { weight: { ...weight(), font: 40 * kb } }],
    ['totalKb', { weight: weight(105, 900) }],
    ['performance', { lighthouse: { ...scores, performance: 98 } }],
    ['tbtMs', { lighthouse: { ...scores, tbt: 51 } }],
    ['seo', { lighthouse: { ...scores, seo: 92 } }],
  ];
  it.each(broken)('fail a route over its %s budget', (budget, change) => {
    const breaches = budgetBreaches([{ ...good, ...change }], floor, none);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({ route: '/', budget });
  });

  it('reads the JavaScript budget as a ratio to the empty page measured in the same run', () => {
    const route = { ...good, weight: weight(130) };
    expect(budgetBreaches([route], floor, none)).toHaveLength(1);
    expect(budgetBreaches([route], { ...floor, js: 120 * kb }, none)).toEqual([]);
    expect(budgetBreaches([route], floor, none)[0]).toMatchObject({ actual: '1.300x', limit: '<= 1.100x' });
  });

  it('fail a route whose LCP is the promo dialog, however early', () => {
    const lcp = { ...vitals.lcp!, time: 400, element: 'img "Poster"', inDialog: true };
    expect(budgetBreaches([{ ...good, vitals: { ...vitals, lcp } }], floor, none)).toEqual([
      expect.objectContaining({ budget: 'lcpElement', actual: 'promo dialog: img "Poster"' }),
    ]);
  });

  it('fail a route with no LCP or with a failed measurement', () => {
    expect(budgetBreaches([{ ...good, vitals: { ...vitals, lcp: null } }], floor, none)[0]).toMatchObject({
      budget: 'lcpMs',
      actual: 'none',
    });
    expect(budgetBreaches([{ ...good, lighthouse: { error: 'NO_FCP' } }], floor, none)[0]).toMatchObject({
      budget: 'measurement',
      actual: 'lighthouse: NO_FCP',
    });
  });

  it('hold a route to its own figure, or its template’s, over the default', () => {
    const routes = { '/gallery': { totalKb: 150 }, '/blogs/*': { lcpMs: 650 } };
    expect(budgetFor('/gallery', routes).totalKb).toBe(150);
    expect(budgetFor('/gallery', routes).lcpMs).toBe(defaultBudget.lcpMs);
    expect(budgetFor('/blogs/a-post', routes).lcpMs).toBe(650);
    expect(budgetFor('/blogs', routes).lcpMs).toBe(defaultBudget.lcpMs);
    // A budget lowered below today's figure fails the route that met the default.
    expect(budgetBreaches([{ ...good, route: '/gallery' }], floor, routes)).toEqual([
      expect.objectContaining({ route: '/gallery', budget: 'totalKb', actual: '200.0 KB', limit: '<= 150.0 KB' }),
    ]);
    expect(budgetBreaches([{ ...good, route: '/blogs/a-post' }], floor, routes)).toEqual([
      expect.objectContaining({ budget: 'lcpMs', actual: '700 ms', limit: '<= 650 ms' }),
    ]);
  });

  it('are in force as committed: a route over its own figure fails', () => {
    expect(budgetBreaches([{ ...good, route: '/donate', weight: weight(160) }], floor)).toEqual([
      expect.objectContaining({ route: '/donate', budget: 'jsRatio' }),
    ]);
    expect(budgetBreaches([{ ...good, route: '/about/council', weight: weight(112) }], floor)).toEqual([
      expect.objectContaining({ route: '/about/council', budget: 'jsRatio', limit: '<= 1.100x' }),
    ]);
  });

  it('judge only what was measured', () => {
    const { vitals: _vitals, ...withoutVitals } = good;
    expect(budgetBreaches([{ ...withoutVitals, lighthouse: undefined }], floor, none)).toEqual([]);
  });
});

describe('the benchmark report', () => {
  const report = renderReport({
    date: '2026-01-01T00:00:00Z',
    versions: { next: '16.4.6', react: '19.3.1', chromium: 'Chromium 1', lighthouse: '12.8.2' },
    floor,
    floorResult: { lighthouse: scores, vitals },
    routeBudgets: none,
    runs: 1,
    results: [
      good,
      { ...good, route: '/donate', weight: weight(112) },
      { ...good, route: '/news', vitals: { error: 'timeout' } },
    ],
  });

  it('prints each figure beside its budget and marks a broken one', () => {
    expect(report).toContain(
      '**Floor** (an empty page built with the same Next.js and React, static export): JS 100.0 KB',
    );
    expect(report).toContain(
      '| / | 700 / 800 | 0.000 / 0.000 | 90 / 200 | 1.050x / 1.100x | 10.0 / 13.0 | 20.0 / 28.0 | 12.0 / 24.0 | 200.0 / 300.0 | 100 / 99 | 20 / 50 | 100 / 100 | 100 / 100 | 100 / 100 | 105.0 |',
    );
    expect(report).toContain('| /donate | 700 / 800 | 0.000 / 0.000 | 90 / 200 | 1.120x / 1.100x ✗ |');
    expect(report).toContain('1 of 3 routes within every budget.');
    expect(report).toContain('- /donate: jsRatio 1.120x, budget <= 1.100x');
    expect(report).toContain('- /news: measurement failed: vitals: timeout');
  });

  it('draws the first load’s waterfall with the LCP element', () => {
    expect(report).toContain('| / | 320 | 610 (1) | 900 (2, 1 preloaded) | 1400 (9) | 650 | 700 | h1 "Join us" |');
    expect(report).toContain('| /news | error ✗ (timeout) |');
  });

  it('tells a layout shift too small for three digits apart from none', () => {
    const shifted = renderReport({
      date: '2026',
      versions: { next: '', react: '', chromium: '', lighthouse: '' },
      floor,
      runs: 1,
      routeBudgets: none,
      results: [{ ...good, vitals: { ...vitals, cls: 0.00003 } }],
    });
    expect(shifted).toContain('| < 0.0001 / 0.000 ✗ |');
  });

  it('reports the search index apart from every route’s first load', () => {
    const withIndex = renderReport({
      date: '2026',
      versions: { next: '', react: '', chromium: '', lighthouse: '' },
      floor,
      runs: 1,
      results: [good],
      searchIndex: { files: 74, bytes: 265114, documentRecords: 34, documentFragmentBytes: 20480 },
    });
    expect(withIndex).toContain(
      'out/pagefind: 74 files, 258.9 KB; 34 pages of documents (PDFs) in it, 20.0 KB of their fragments.',
    );
    expect(report).not.toContain('## Search index');
  });
});
