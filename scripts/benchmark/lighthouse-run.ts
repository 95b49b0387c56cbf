import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint in ms. */
  lcp: number;
  /** Total Blocking Time in ms. */
  tbt: number;
  cls: number;
  /** Audits that cost points in a category, as "category: audit title". */
  misses: string[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Report = Pick<Result, 'categories' | 'audits' | 'runtimeError'>;

/**
 * One Lighthouse run with its mobile defaults (emulated mid-range phone, slow 4G and 4x CPU
 * slowdown, simulated) against an already running Chromium, in a plain Node child process.
 * Screenshots are skipped: they cost time and are not reported. What happens late in a load (the
 * promo dialog at 4 s) is the real browser's part of the benchmark (vitals.ts).
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseScores> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const file = path.join(dir, 'report.json');
  let lhr: Report;
  try {
    const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'lighthouse-child.mjs');
    await promisify(execFile)(process.execPath, [script, url, String(port), file], { maxBuffer: Infinity }).catch(
      (error: { code?: number; stderr?: string }) => {
        throw new Error(`Lighthouse exited with ${error.code}: ${error.stderr?.trim()}`);
      },
    );
    lhr = JSON.parse(readFileSync(file, 'utf8')) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

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
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    misses,
  };
}
