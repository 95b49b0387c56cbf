import {
  budgetBreaches,
  budgetFor,
  figuresOf,
  formatFigure,
  isError,
  kb,
  withinBudget,
  type Breach,
  type Budget,
  type Measured,
  type Measurement,
} from './budgets';
import type { RouteVitals } from './vitals';
import type { Weight } from './weight';

interface ReportInput {
  date: string;
  versions: { next: string; react: string; chromium: string; lighthouse: string };
  floor: Weight;
  floorResult?: Omit<Measurement, 'weight' | 'route'>;
  runs: number;
  results: Measurement[];
  /** The search index in out/pagefind, which loads only when a visitor opens the search. */
  searchIndex?: { files: number; bytes: number; documentRecords: number; documentFragmentBytes: number };
  /** The budgets per route (budgets.ts unless a test gives others). */
  routeBudgets?: Record<string, Partial<Budget>>;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const cell = (text: string) => text.replace(/\|/g, '\\|');
const ms = (value: number | null) => (value === null ? '–' : fixed(value, 0));

const columns: [keyof Budget, string][] = [
  ['lcpMs', 'LCP ms'],
  ['cls', 'CLS'],
  ['inpMs', 'INP ms'],
  ['jsRatio', 'JS ratio'],
  ['cssKb', 'CSS KB'],
  ['fontKb', 'Font KB'],
  ['htmlKb', 'HTML KB'],
  ['totalKb', 'Total KB'],
  ['performance', 'Performance'],
  ['tbtMs', 'TBT ms'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best practices'],
  ['seo', 'SEO'],
];

/** A figure against its budget, `742 / 800`, marked ✗ when over it; empty when not measured. */
function budgetCells(figures: Partial<Budget>, budget: Budget): string[] {
  return columns.map(([name]) => {
    const figure = figures[name];
    if (figure === undefined) return '';
    const text = `${formatFigure(name, figure).replace(/ (ms|KB)$/, '')} / ${formatFigure(name, budget[name]).replace(/ (ms|KB)$/, '')}`;
    return withinBudget(name, figure, budget[name]) ? text : `${text} ✗`;
  });
}

function waterfallCells(vitals: Measured<RouteVitals> | undefined): string[] {
  if (vitals === undefined) return ['not measured', '', '', '', '', '', '', ''];
  if (isError(vitals)) return [`error ✗ (${cell(vitals.error.split('\n')[0]!)})`, '', '', '', '', '', '', ''];
  const w = vitals.waterfall;
  const lcp = vitals.lcp;
  return [
    ms(w.html),
    `${ms(w.css)} (${w.counts.css})`,
    `${ms(w.font)} (${w.counts.font}, ${w.preloadedFonts} preloaded)`,
    `${ms(w.js)} (${w.counts.js})`,
    vitals.fcp === null ? 'n/a' : fixed(vitals.fcp, 0),
    lcp ? fixed(lcp.time, 0) : 'none',
    lcp ? cell(lcp.inDialog ? `promo dialog: ${lcp.element} ✗` : lcp.element) : '',
    cell(vitals.interaction),
  ];
}

export function describeBreach(breach: Breach): string {
  if (breach.budget === 'measurement') return `- ${breach.route}: measurement failed: ${breach.actual}`;
  return `- ${breach.route}: ${breach.budget} ${breach.actual}, budget ${breach.limit}`;
}

/** Each route's figures beside its budgets, after the empty page's when measured; then how many kept within them. */
export function budgetTable(
  floor: Weight,
  results: Measurement[],
  routeBudgets?: Record<string, Partial<Budget>>,
  floorResult?: Omit<Measurement, 'weight' | 'route'>,
): string[] {
  const row = (label: string, result: Measurement, budget: Budget) => {
    const js = isError(result.weight) ? 'error ✗' : fixed(kb(result.weight.js), 1);
    return `| ${label} | ${budgetCells(figuresOf(result, floor), budget).join(' | ')} | ${js} |`;
  };
  const breaches = budgetBreaches(results, floor, routeBudgets);
  const within = results.filter((result) => !breaches.some((breach) => breach.route === result.route)).length;
  return [
    `| Route | ${columns.map(([, title]) => title).join(' | ')} | JS KB |`,
    `|---|${columns.map(() => '---:').join('|')}|---:|`,
    ...(floorResult
      ? [row('empty page (floor)', { route: '', weight: floor, ...floorResult }, budgetFor('', {}))]
      : []),
    ...results.map((result) => row(result.route, result, budgetFor(result.route, routeBudgets))),
    '',
    `${within} of ${results.length} routes within every budget.`,
  ];
}

export function renderReport(input: ReportInput): string {
  const { date, versions, floor, floorResult, runs, results, searchIndex, routeBudgets } = input;
  const lines = [
    '# Benchmark',
    '',
    `${date}. Next.js ${versions.next}, React ${versions.react}, ${versions.chromium}, Lighthouse ${versions.lighthouse} (mobile defaults, simulated throttling${runs > 1 ? `; median of ${runs} runs by performance score` : ''}).`,
    '',
    `Real browser: Chromium at 390 x 844 px, DPR 2, with 150 ms round trips, 1.6 Mbps down, 750 kbps up and 4x CPU slowdown applied through the DevTools protocol, an empty cache, and no input for 10 s, on the day the pages were built (the promo dialog opens at 4 s while its event is ahead); then the promo dialog, if open, is closed and one interaction made${runs > 1 ? `; median of ${runs} runs` : ''}. LCP is the last candidate before any input, as field data records it, and must be the page's own content; CLS is the largest session window over the whole visit; INP is the slowest interaction (Event Timing, events over 16 ms).`,
    '',
    'Weights are compressed transfer sizes (headers included) of a first visit with an empty cache at 390 x 844 px, DPR 2, until the network is quiet; 1 KB = 1024 bytes.',
    '',
    `**Floor** (an empty page built with the same Next.js and React, static export): JS ${fixed(kb(floor.js), 1)} KB, total ${fixed(kb(floor.total), 1)} KB in ${floor.requests} requests.`,
    '',
  ];

  lines.push('## Budgets (scripts/benchmark/budgets.ts)', '');
  lines.push(
    'Each cell is the figure and its budget; ✗ marks a broken budget. The JS ratio is first-load JavaScript over the empty page’s.',
    '',
  );
  lines.push(...budgetTable(floor, results, routeBudgets, floorResult), '');
  const breaches = budgetBreaches(results, floor, routeBudgets);

  if (results.some((result) => result.vitals !== undefined)) {
    lines.push('## Real browser: the first load, in ms since navigation start', '');
    lines.push(
      'When the last file of each kind the HTML names had arrived (how many there were), then First and Largest Contentful Paint.',
      '',
    );
    lines.push('| Route | HTML | CSS | Fonts | Scripts | FCP | LCP | LCP element | Interaction |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|---|---|');
    if (floorResult?.vitals) lines.push(`| empty page (floor) | ${waterfallCells(floorResult.vitals).join(' | ')} |`);
    for (const result of results) lines.push(`| ${result.route} | ${waterfallCells(result.vitals).join(' | ')} |`);
    lines.push('');
  }

  lines.push('## First-load weight by kind (KB)', '');
  lines.push('| Route | HTML | CSS | JS | Images | Fonts | Other | Total | Requests |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const weightRow = (route: string, weight: Measured<Weight>) => {
    if (isError(weight)) return `| ${route} | ${cell(weight.error)} |`;
    const kinds = [weight.html, weight.css, weight.js, weight.image, weight.font, weight.other, weight.total];
    return `| ${route} | ${kinds.map((v) => fixed(kb(v), 1)).join(' | ')} | ${weight.requests} |`;
  };
  lines.push(weightRow('empty page (floor)', floor), ...results.map((r) => weightRow(r.route, r.weight)));

  if (searchIndex) {
    lines.push('', '## Search index', '');
    lines.push(
      `out/pagefind: ${searchIndex.files} files, ${fixed(kb(searchIndex.bytes), 1)} KB; ${searchIndex.documentRecords} pages of documents (PDFs) in it, ${fixed(kb(searchIndex.documentFragmentBytes), 1)} KB of their fragments. None of it is in a route's first load: a visitor's browser fetches the runtime and the parts a query needs only once the search opens.`,
    );
  }

  if (breaches.length > 0) lines.push('', '## Broken budgets', '', ...breaches.map(describeBreach));

  const misses = results.flatMap((result) =>
    !result.lighthouse || isError(result.lighthouse)
      ? []
      : result.lighthouse.misses.map((miss) => `- ${result.route}: ${miss}`),
  );
  if (misses.length > 0) lines.push('', '## What cost Lighthouse points', '', ...misses);
  return `${lines.join('\n')}\n`;
}
