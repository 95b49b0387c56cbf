import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * One Lighthouse run with its mobile defaults (emulated mid-range phone, slow 4G and 4x CPU
 * slowdown, simulated) against an already running Chromium, by Lighthouse's own command line in
 * plain Node: tsx compiles functions with calls to a `__name` function, and Lighthouse sends some of
 * its functions into the page as source text, where that function does not exist.
 * Screenshots are skipped: they cost time and are not reported. What happens late in a load (the
 * promo dialog at 4 s) is the real browser's part of the benchmark (vitals.ts).
 */
export async function runLighthouse(url: string, port: number) {
  const flags = [
    `--port=${port}`,
    '--output=json',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    '--skip-audits=screenshot-thumbnails,final-screenshot,full-page-screenshot',
    '--disable-full-page-screenshot',
  ];
  const cli = require.resolve('lighthouse/cli/index.js');
  // A run that never settles (a wedged browser) is stopped, and becomes a failed one.
  const { stdout } = await promisify(execFile)(process.execPath, [cli, url, ...flags], {
    maxBuffer: Infinity,
    timeout: 6 * 60_000,
  }).catch((error: { code?: number; killed?: boolean; stderr?: string }) => {
    // A runtime error (NO_NAVSTART) exits non-zero too, naming itself on stderr.
    throw new Error(
      error.killed ? 'no result within 6 min' : `Lighthouse exited with ${error.code}: ${error.stderr?.trim()}`,
    );
  });
  const lhr = JSON.parse(stdout) as Result;

  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

  const misses: string[] = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      misses.push(`${category.title}: ${audit.title}${value}`);
    }
  }

  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    /** Largest Contentful Paint in ms. */
    lcp: numeric('largest-contentful-paint'),
    /** Total Blocking Time in ms. */
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    /** Audits that cost points in a category, as "category: audit title". */
    misses,
  };
}

export type LighthouseScores = Awaited<ReturnType<typeof runLighthouse>>;
