import { bars } from './bars';
import type { LighthouseScores } from './lighthouse-run';
import type { Weight } from './weight';

export interface RouteResult {
  route: string;
  lighthouse: LighthouseScores | { error: string };
  weight: Weight | { error: string };
}

export interface ReportInput {
  date: string;
  versions: { next: string; react: string; chromium: string; lighthouse: string };
  floor: Weight;
  runs: number;
  results: RouteResult[];
}

const kb = (bytes: number) => bytes / 1024;
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** A value that misses its bar is marked, so a miss is visible in the plain-text table too. */
const mark = (text: string, ok: boolean) => (ok ? text : `${text} ✗`);

function isError<T extends object>(value: T | { error: string }): value is { error: string } {
  return 'error' in value;
}

export function jsRatio(weight: Weight, floor: Weight): number {
  return floor.js > 0 ? weight.js / floor.js : Number.NaN;
}

/** Whether a route meets every bar (a failed measurement is a miss). */
export function meetsBars(result: RouteResult, floor: Weight): boolean {
  if (isError(result.lighthouse) || isError(result.weight)) return false;
  const lh = result.lighthouse;
  return (
    lh.performance >= bars.performance &&
    lh.accessibility >= bars.accessibility &&
    lh.bestPractices >= bars.bestPractices &&
    lh.seo >= bars.seo &&
    lh.cls <= bars.cls &&
    jsRatio(result.weight, floor) <= bars.jsRatio &&
    kb(result.weight.total) <= bars.totalKb
  );
}

export function renderReport({ date, versions, floor, runs, results }: ReportInput): string {
  const lines: string[] = [];
  lines.push('# Benchmark', '');
  lines.push(
    `${date}. Next.js ${versions.next}, React ${versions.react}, ${versions.chromium}, Lighthouse ${versions.lighthouse} (mobile defaults: emulated phone, simulated slow 4G, 4x CPU slowdown${runs > 1 ? `; median of ${runs} runs by performance score` : ''}).`,
  );
  lines.push(
    'Weights are compressed transfer sizes (headers included) of a first visit with an empty cache at 390 x 844 px, DPR 3, until the network is quiet; 1 KB = 1024 bytes.',
    '',
  );
  lines.push(
    `**Floor** (an empty page built with the same Next.js and React, static export): JS ${fixed(kb(floor.js), 1)} KB, total ${fixed(kb(floor.total), 1)} KB in ${floor.requests} requests.`,
    '',
  );
  lines.push(
    `**Bars:** performance >= ${bars.performance}, accessibility = ${bars.accessibility}, best practices = ${bars.bestPractices}, SEO = ${bars.seo}, CLS ${bars.cls}, JS ratio <= ${bars.jsRatio}, total <= ${bars.totalKb} KB. A value marked ✗ misses its bar.`,
    '',
  );

  lines.push(
    '| Route | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS | JS KB | JS ratio | Total KB |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const cells: string[] = [result.route];
    if (isError(result.lighthouse)) {
      cells.push('error ✗', '', '', '', '', '', '');
    } else {
      const lh = result.lighthouse;
      cells.push(
        mark(String(lh.performance), lh.performance >= bars.performance),
        mark(String(lh.accessibility), lh.accessibility >= bars.accessibility),
        mark(String(lh.bestPractices), lh.bestPractices >= bars.bestPractices),
        mark(String(lh.seo), lh.seo >= bars.seo),
        fixed(lh.lcp / 1000, 2),
        fixed(lh.tbt, 0),
        mark(fixed(lh.cls, 3), lh.cls <= bars.cls),
      );
    }
    if (isError(result.weight)) {
      cells.push('error ✗', '', '');
    } else {
      const ratio = jsRatio(result.weight, floor);
      cells.push(
        fixed(kb(result.weight.js), 1),
        mark(fixed(ratio, 2), ratio <= bars.jsRatio),
        mark(fixed(kb(result.weight.total), 1), kb(result.weight.total) <= bars.totalKb),
      );
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const passing = results.filter((result) => meetsBars(result, floor)).length;
  lines.push('', `${passing} of ${results.length} routes meet every bar.`, '');

  lines.push('## First-load weight by kind (KB)', '');
  lines.push('| Route | HTML | CSS | JS | Images | Fonts | Other | Total | Requests |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  lines.push(
    `| empty page (floor) | ${[floor.html, floor.css, floor.js, floor.image, floor.font, floor.other, floor.total].map((v) => fixed(kb(v), 1)).join(' | ')} | ${floor.requests} |`,
  );
  for (const result of results) {
    if (isError(result.weight)) {
      lines.push(`| ${result.route} | ${result.weight.error} |`);
      continue;
    }
    const w = result.weight;
    lines.push(
      `| ${result.route} | ${[w.html, w.css, w.js, w.image, w.font, w.other, w.total].map((v) => fixed(kb(v), 1)).join(' | ')} | ${w.requests} |`,
    );
  }

  const details = results.filter(
    (result) => isError(result.lighthouse) || result.lighthouse.misses.length > 0 || isError(result.weight),
  );
  if (details.length > 0) {
    lines.push('', '## What cost points', '');
    for (const result of details) {
      if (isError(result.lighthouse)) lines.push(`- ${result.route}: Lighthouse failed: ${result.lighthouse.error}`);
      else for (const miss of result.lighthouse.misses) lines.push(`- ${result.route}: ${miss}`);
      if (isError(result.weight)) lines.push(`- ${result.route}: weight failed: ${result.weight.error}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
