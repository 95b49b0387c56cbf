import { bars } from './bars';
import type { LighthouseScores } from './lighthouse-run';
import type { RouteVitals } from './vitals';
import type { Weight } from './weight';

type Measured<T> = T | { error: string };

export interface RouteResult {
  route: string;
  /** Lighthouse with simulated throttling. */
  lighthouse: Measured<LighthouseScores>;
  /** Lighthouse with the throttling applied through the DevTools protocol. */
  lighthouseDevtools?: Measured<LighthouseScores>;
  weight: Measured<Weight>;
  /** The real browser under the field profile. */
  vitals?: Measured<RouteVitals>;
}

export interface ReportInput {
  date: string;
  versions: { next: string; react: string; chromium: string; lighthouse: string };
  floor: Weight;
  /** The empty page measured in the same run, where measured. */
  floorResult?: Omit<RouteResult, 'weight' | 'route'>;
  runs: number;
  results: RouteResult[];
  /** The search index in out/pagefind, which loads only when a visitor opens the search. */
  searchIndex?: { files: number; bytes: number; documentRecords: number; documentFragmentBytes: number };
}

const kb = (bytes: number) => bytes / 1024;
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** A value that misses its bar is marked, so a miss is visible in the plain-text table too. */
/** A layout shift; one too small for three digits is still told apart from none. */
const shift = (value: number) => {
  if (value > 0 && value < 0.0001) return '< 0.0001';
  return fixed(value, value > 0 && value < 0.001 ? 4 : 3);
};
const mark = (text: string, ok: boolean) => (ok ? text : `${text} ✗`);
const cell = (text: string) => text.replace(/\|/g, '\\|');

function isError<T extends object>(value: Measured<T>): value is { error: string } {
  return 'error' in value;
}

export function jsRatio(weight: Weight, floor: Weight): number {
  return floor.js > 0 ? weight.js / floor.js : Number.NaN;
}

/** Whether real-browser vitals meet their bars: LCP in time and the page's own, CLS and INP. */
export function vitalsMeetBars(vitals: RouteVitals): boolean {
  return (
    vitals.lcp !== null &&
    !vitals.lcp.inDialog &&
    vitals.lcp.time <= bars.fieldLcpMs &&
    vitals.cls < bars.fieldCls &&
    vitals.inp <= bars.inpMs
  );
}

/** Whether a route meets every bar (a failed measurement is a miss; one not made is not judged). */
export function meetsBars(result: RouteResult, floor: Weight): boolean {
  if (isError(result.lighthouse) || isError(result.weight)) return false;
  const lh = result.lighthouse;
  const devtools = result.lighthouseDevtools;
  const vitals = result.vitals;
  return (
    lh.performance >= bars.performance &&
    lh.accessibility >= bars.accessibility &&
    lh.bestPractices >= bars.bestPractices &&
    lh.seo >= bars.seo &&
    lh.cls <= bars.cls &&
    (devtools === undefined || (!isError(devtools) && devtools.performance >= bars.devtoolsPerformance)) &&
    (vitals === undefined || (!isError(vitals) && vitalsMeetBars(vitals))) &&
    jsRatio(result.weight, floor) <= bars.jsRatio &&
    kb(result.weight.total) <= bars.totalKb
  );
}

function lighthouseCells(lh: Measured<LighthouseScores>): string[] {
  if (isError(lh)) return ['error ✗', '', '', '', '', '', ''];
  return [
    mark(String(lh.performance), lh.performance >= bars.performance),
    mark(String(lh.accessibility), lh.accessibility >= bars.accessibility),
    mark(String(lh.bestPractices), lh.bestPractices >= bars.bestPractices),
    mark(String(lh.seo), lh.seo >= bars.seo),
    fixed(lh.lcp / 1000, 2),
    fixed(lh.tbt, 0),
    mark(shift(lh.cls), lh.cls <= bars.cls),
  ];
}

function devtoolsCells(lh: Measured<LighthouseScores> | undefined): string[] {
  if (lh === undefined) return ['', ''];
  if (isError(lh)) return ['error ✗', ''];
  return [mark(String(lh.performance), lh.performance >= bars.devtoolsPerformance), fixed(lh.lcp / 1000, 2)];
}

function vitalsCells(vitals: Measured<RouteVitals> | undefined): string[] {
  if (vitals === undefined) return ['not measured', '', '', '', '', ''];
  if (isError(vitals)) return [`error ✗ (${cell(vitals.error.split('\n')[0]!)})`, '', '', '', '', ''];
  const lcp = vitals.lcp;
  return [
    lcp ? mark(fixed(lcp.time / 1000, 2), lcp.time <= bars.fieldLcpMs) : 'none ✗',
    lcp ? mark(cell(lcp.inDialog ? `promo dialog: ${lcp.element}` : lcp.element), !lcp.inDialog) : '',
    vitals.fcp === null ? 'n/a' : fixed(vitals.fcp / 1000, 2),
    mark(shift(vitals.cls), vitals.cls < bars.fieldCls),
    mark(fixed(vitals.inp, 0), vitals.inp <= bars.inpMs),
    cell(vitals.interaction),
  ];
}

export function renderReport({ date, versions, floor, floorResult, runs, results, searchIndex }: ReportInput): string {
  const lines: string[] = [];
  const median = runs > 1 ? `; median of ${runs} runs` : '';
  lines.push('# Benchmark', '');
  lines.push(
    `${date}. Next.js ${versions.next}, React ${versions.react}, ${versions.chromium}, Lighthouse ${versions.lighthouse} (mobile defaults: emulated phone, slow 4G, 4x CPU slowdown${runs > 1 ? `; median of ${runs} runs by performance score` : ''}).`,
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
    `**Bars:** performance >= ${bars.performance} (simulated) and >= ${bars.devtoolsPerformance} (DevTools throttling), accessibility = ${bars.accessibility}, best practices = ${bars.bestPractices}, SEO = ${bars.seo}, CLS ${bars.cls}, JS ratio <= ${bars.jsRatio}, total <= ${bars.totalKb} KB; in a real browser LCP <= ${fixed(bars.fieldLcpMs / 1000, 1)} s with the page's own content, CLS < ${bars.fieldCls}, INP <= ${bars.inpMs} ms. A value marked ✗ misses its bar.`,
    '',
  );

  lines.push('## Lighthouse and first-load weight', '');
  lines.push(
    '| Route | Performance | Accessibility | Best practices | SEO | LCP (s) | TBT (ms) | CLS | DevTools-throttled performance | DevTools-throttled LCP (s) | JS KB | JS ratio | Total KB |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  if (floorResult) {
    lines.push(
      `| empty page (floor) | ${[...lighthouseCells(floorResult.lighthouse), ...devtoolsCells(floorResult.lighthouseDevtools)].join(' | ')} | ${fixed(kb(floor.js), 1)} | 1.00 | ${fixed(kb(floor.total), 1)} |`,
    );
  }
  for (const result of results) {
    const cells: string[] = [
      result.route,
      ...lighthouseCells(result.lighthouse),
      ...devtoolsCells(result.lighthouseDevtools),
    ];
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

  if (results.some((result) => result.vitals !== undefined)) {
    lines.push('## Real browser (field profile)', '');
    lines.push(
      `Chromium at 390 x 844 px, DPR 3, with 150 ms round trips, 1.6 Mbps down, 750 kbps up and 4x CPU slowdown applied through the DevTools protocol, an empty cache, and no input for 8 s (the promo dialog opens at 4 s); then the promo dialog is closed and one interaction made${median}. LCP is the last candidate before any input, as field data records it; CLS is the largest session window over the whole visit; INP is the slowest interaction (Event Timing, events over 16 ms).`,
      '',
    );
    lines.push('| Route | LCP (s) | LCP element | FCP (s) | CLS | INP (ms) | Interaction |');
    lines.push('|---|---:|---|---:|---:|---:|---|');
    if (floorResult?.vitals) lines.push(`| empty page (floor) | ${vitalsCells(floorResult.vitals).join(' | ')} |`);
    for (const result of results) lines.push(`| ${result.route} | ${vitalsCells(result.vitals).join(' | ')} |`);
    const vitalsPassing = results.filter(
      (result) => result.vitals !== undefined && !isError(result.vitals) && vitalsMeetBars(result.vitals),
    ).length;
    lines.push('', `${vitalsPassing} of ${results.length} routes meet the real-browser bars.`, '');
  }

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

  if (searchIndex) {
    lines.push('', '## Search index', '');
    lines.push(
      `out/pagefind: ${searchIndex.files} files, ${fixed(kb(searchIndex.bytes), 1)} KB; ${searchIndex.documentRecords} pages of documents (PDFs) in it, ${fixed(kb(searchIndex.documentFragmentBytes), 1)} KB of their fragments. None of it is in a route's first load: a visitor's browser fetches the runtime and the parts a query needs only once the search opens.`,
    );
  }

  const details = results.filter(
    (result) =>
      isError(result.lighthouse) ||
      result.lighthouse.misses.length > 0 ||
      (result.lighthouseDevtools !== undefined && isError(result.lighthouseDevtools)) ||
      isError(result.weight),
  );
  if (details.length > 0) {
    lines.push('', '## What cost points', '');
    for (const result of details) {
      if (isError(result.lighthouse)) lines.push(`- ${result.route}: Lighthouse failed: ${result.lighthouse.error}`);
      else for (const miss of result.lighthouse.misses) lines.push(`- ${result.route}: ${miss}`);
      if (result.lighthouseDevtools !== undefined && isError(result.lighthouseDevtools))
        lines.push(`- ${result.route}: Lighthouse (DevTools throttling) failed: ${result.lighthouseDevtools.error}`);
      if (isError(result.weight)) lines.push(`- ${result.route}: weight failed: ${result.weight.error}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
