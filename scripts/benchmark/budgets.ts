/**
 * The performance budgets `npm run bench` enforces: a default, and a route's own figures where it
 * needs them (by path, or by template such as `/blogs/*`). A route over any budget fails the
 * benchmark. Lower a budget when a page gets lighter; raise one only with the reason beside it.
 * Bytes are compressed first-load sizes (weight.ts), 1 KB = 1024 bytes; JavaScript is a multiple of
 * an empty page of the same Next.js, so a framework upgrade moves the floor, not the budget.
 */
import type { Weight } from './weight';
import type { RouteVitals } from './vitals';
import type { LighthouseScores } from './lighthouse-run';

export const defaultBudget = {
  /** Real browser: the last LCP candidate before any input, in ms, which must be the page's own content. */
  lcpMs: 800,
  /** Real browser: the largest session window of layout shifts over the whole visit. */
  cls: 0,
  /** Real browser: the slowest interaction, in ms. */
  inpMs: 200,
  /** First-load JavaScript as a multiple of the empty page's. */
  jsRatio: 1.1,
  // The rules a page can use, inlined in its <head> (counted apart from the HTML around it): 11.3-12.5
  // KB; the whole stylesheet was 15.3 KB.
  cssKb: 13,
  /** The brand type: every font file of the first load. */
  // Both subset faces (about 25 KB) with their response headers.
  fontKb: 28,
  htmlKb: 24,
  /** Everything of the first load. */
  totalKb: 300,
  /** Lighthouse, mobile defaults with simulated throttling (median of the runs). */
  performance: 99,
  tbtMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

export type Budget = typeof defaultBudget;

/**
 * Figures of their own, with the reason. The JavaScript ratios above 1.10 are today's figures, so
 * a route cannot grow, until the code named moves behind an interaction or to the server.
 */
export const routeBudgets: Record<string, Partial<Budget>> = {
  // The hero carousel, the counters, the coming-up list and the partner marquee.
  '/': { jsRatio: 1.105, htmlKb: 27 },
  // The careers search and the job alerts' sign-up form (whose code the footer's field, fetched only
  // when used, no longer shares in the first load).
  '/resources/vacancy': { jsRatio: 1.11 },
  // The photo grid's filters and the viewer's loader (the viewer comes when a photo is reached).
  '/gallery': { jsRatio: 1.105 },
  // The donation form and its payment guide.
  '/donate': { jsRatio: 1.115 },
};

/** Ten years of content against today's (scripts/benchmark/growth.ts); the grown lists meet the route budgets too. */
export const growthBudget = {
  /** A clean build with ten years of content, as a multiple of today's. */
  buildRatio: 2,
  /** The first page of each list, the training calendar and the combined feed, as a multiple of today's bytes. */
  bytesRatio: 1.5,
};

/** A route's budget: its own, else its template's (`/blogs/some-post` -> `/blogs/*`), over the default. */
export function budgetFor(route: string, routes: Record<string, Partial<Budget>> = routeBudgets): Budget {
  return { ...defaultBudget, ...(routes[route] ?? routes[route.replace(/\/[^/]+$/, '/*')]) };
}

export type Measured<T> = T | { error: string };

export interface Measurement {
  route: string;
  weight: Measured<Weight>;
  vitals?: Measured<RouteVitals>;
  lighthouse?: Measured<LighthouseScores>;
}

export interface Breach {
  route: string;
  budget: keyof Budget | 'measurement' | 'lcpElement';
  actual: string;
  limit: string;
}

export const kb = (bytes: number) => bytes / 1024;

export function isError<T extends object>(value: Measured<T>): value is { error: string } {
  return 'error' in value;
}

/** The measured figure of every budget a measurement covers (a measure not made is not judged). */
export function figuresOf({ weight: w, vitals: v, lighthouse: lh }: Measurement, floor: Weight): Partial<Budget> {
  return {
    ...(!isError(w) && {
      jsRatio: floor.js > 0 ? w.js / floor.js : Number.POSITIVE_INFINITY,
      cssKb: kb(w.css),
      fontKb: kb(w.font),
      htmlKb: kb(w.html),
      totalKb: kb(w.total),
    }),
    ...(v && !isError(v) && { lcpMs: v.lcp?.time ?? Number.POSITIVE_INFINITY, cls: v.cls, inpMs: v.inp }),
    ...(lh &&
      !isError(lh) && {
        performance: lh.performance,
        tbtMs: lh.tbt,
        accessibility: lh.accessibility,
        bestPractices: lh.bestPractices,
        seo: lh.seo,
      }),
  };
}

/** Scores are floors (at least); every other budget is a ceiling (at most). */
const floors = new Set<keyof Budget>(['performance', 'accessibility', 'bestPractices', 'seo']);

export function withinBudget(name: keyof Budget, figure: number, limit: number): boolean {
  return floors.has(name) ? figure >= limit : figure <= limit;
}

/**
 * Every budget broken by the results: a figure over its limit, an LCP that is not the page's own
 * content (the promo dialog), or a measurement that failed. A pure function of the results, the
 * floor and the budgets, so a test can show that a broken budget fails the benchmark.
 */
export function budgetBreaches(
  results: Measurement[],
  floor: Weight,
  routes: Record<string, Partial<Budget>> = routeBudgets,
): Breach[] {
  const breaches: Breach[] = [];
  for (const result of results) {
    const budget = budgetFor(result.route, routes);
    for (const kind of ['weight', 'vitals', 'lighthouse'] as const) {
      const value = result[kind];
      if (value && isError(value))
        breaches.push({ route: result.route, budget: 'measurement', actual: `${kind}: ${value.error}`, limit: '' });
    }
    if (result.vitals && !isError(result.vitals) && result.vitals.lcp?.inDialog) {
      breaches.push({
        route: result.route,
        budget: 'lcpElement',
        actual: `promo dialog: ${result.vitals.lcp.element}`,
        limit: 'the page’s own content',
      });
    }
    const figures = figuresOf(result, floor);
    for (const name of Object.keys(figures) as (keyof Budget)[]) {
      const figure = figures[name]!;
      if (!withinBudget(name, figure, budget[name])) {
        breaches.push({
          route: result.route,
          budget: name,
          actual: formatFigure(name, figure),
          limit: `${floors.has(name) ? '>=' : '<='} ${formatFigure(name, budget[name])}`,
        });
      }
    }
  }
  return breaches;
}

export function formatFigure(name: keyof Budget, value: number): string {
  if (!Number.isFinite(value)) return 'none';
  if (name === 'jsRatio') return `${value.toFixed(3)}x`;
  // A layout shift too small for three digits is still told apart from none.
  if (name === 'cls')
    return value > 0 && value < 0.0001 ? '< 0.0001' : value.toFixed(value > 0 && value < 0.001 ? 4 : 3);
  if (name.endsWith('Kb')) return `${value.toFixed(1)} KB`;
  if (name.endsWith('Ms')) return `${Math.round(value)} ms`;
  return String(Math.round(value));
}
