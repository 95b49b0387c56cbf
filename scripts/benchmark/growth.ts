/**
 * The growth scenario of the benchmark: ten years of content. Two copies of the repository are
 * built from clean, one with today's content and one where the last entry of content/blogs.ts is
 * copied 240 times and those of content/press.ts and content/bulletins.ts 120 times each (a new
 * id, slug `<slug>-archive-N` and title, a date a week earlier than the one before, never
 * featured, the same photo or PDF), and the last training of content/trainings.ts 100 times (a new id
 * and title, a first day 30 days earlier than the one before: ten years at about ten a year). It reports the build time and the bytes of the first page of
 * each list, of the training calendar and of the combined feed at both sizes, against the limits of
 * the growth bar, and checks that every new post, and every year of the new trainings, has its page
 * and sitemap entry, that the search index holds every
 * page, that the local server answers a new post with a policy allowing each of its inline scripts,
 * and that the unit tests pass on the grown copy. The grown lists' first pages are measured as the
 * benchmark measures every route and held to the same budgets (scripts/benchmark/budgets.ts).
 *
 *   npm run bench -- --growth-only     this scenario alone
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import { training } from '@/content/schema';
import { addDays, dayOf, isoText } from '@/content/schema/values';
import { trainings } from '@/content/trainings';
import { buildDay } from '@/lib/build-date';
import { trainingYearHref, trainingYears } from '@/lib/training-window';
import { copyRepository } from '@/scripts/lib/repository-copy';
import { hashSource } from '@/scripts/lib/security-headers';
import { inlineScripts } from '@/scripts/postbuild/inline-hashes';
import { metaPolicies } from '@/scripts/postbuild/meta-policy';
import { freePort, startStaticServer } from './server';
import { chromium } from '@playwright/test';
import { chromiumPath } from '@/scripts/lib/chromium';
import {
  budgetBreaches,
  figuresOf,
  formatFigure,
  growthBudget,
  type Breach,
  type Budget,
  type Measurement,
} from './budgets';
import { buildEmptyPage } from './floor';
import { measureVitals } from './vitals';
import { measureWeight, type Weight } from './weight';

/** How many copies of each list's last entry make ten years. */
export const tenYears = {
  'content/blogs.ts': 240,
  'content/press.ts': 120,
  'content/bulletins.ts': 120,
  'content/trainings.ts': 100,
} as const;

/** The grown lists measured against the route budgets: the first page of each. */
const grownRoutes = ['/blogs', '/press-statements', '/monthly-bulletin', '/trainings/calendar'];

/** The files whose bytes are compared: the first page of each list, the training calendar and the combined feed. */
export const measuredFiles = [
  'blogs.html',
  'press-statements.html',
  'monthly-bulletin.html',
  'trainings/calendar.html',
  'feeds/all.rss',
];

type Entry = Record<string, unknown> & { id: number; slug: string; title: string; date: string };

/** The `count` copies of `last` an editor would make: each a week older than the one before. */
export function archiveCopies(last: Entry, count: number, firstId: number): Entry[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const { featured: _featured, ...rest } = last;
    return {
      ...rest,
      id: firstId + n,
      slug: `${last.slug}-archive-${n}`,
      title: `${last.title} (archive ${n})`,
      date: isoText(addDays(dayOf(last.date), -7 * n)),
    };
  });
}

type TrainingEntry = Record<string, unknown> & { id: number; title: string; startDate: string };

/** The `count` copies of the last training an editor would have made: each 30 days before the one before. */
export function trainingCopies(last: TrainingEntry, count: number, firstId: number): TrainingEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      ...last,
      id: firstId + n,
      title: `${last.title} (archive ${n})`,
      startDate: isoText(addDays(dayOf(last.startDate), -30 * n)),
    };
  });
}

/** A content file with `entries` added at the end of its list export (`] satisfies Type[];`). */
export function appendEntries(source: string, exportName: string, entries: object[]): string {
  const start = source.indexOf(`export const ${exportName} = [`);
  const end = source.indexOf('\n] satisfies', start);
  if (start < 0 || end < 0) throw new Error(`growth: cannot find the list ${exportName}`);
  const added = entries.map((entry) => `  ${JSON.stringify(entry)},`).join('\n');
  return `${source.slice(0, end)}\n${added}${source.slice(end)}`;
}

const lists = [
  { file: 'content/blogs.ts', exportName: 'blogPosts', items: blogPosts as unknown as Entry[], prefix: '/blogs/' },
  {
    file: 'content/press.ts',
    exportName: 'pressStatements',
    items: pressStatements as unknown as Entry[],
    prefix: '/press-statements/',
  },
  {
    file: 'content/bulletins.ts',
    exportName: 'bulletins',
    items: bulletins as unknown as Entry[],
    prefix: '/monthly-bulletin/',
  },
] as const;

/** A step that has not finished in this long is stuck (a wedged bundler worker): it fails the scenario. */
const stepLimitMs = 40 * 60_000;

function run(root: string, command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: stepLimitMs,
    killSignal: 'SIGKILL',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1', NEXT_BUILD_CACHE: '0' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const stopped = result.error ? `\n${result.error.message}` : '';
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}${stopped}` };
}

/** Builds a copy from clean and returns the seconds it took. */
function cleanBuild(root: string): number {
  rmSync(join(root, '.next'), { recursive: true, force: true });
  rmSync(join(root, 'out'), { recursive: true, force: true });
  const started = Date.now();
  const result = run(root, 'npm', ['run', '--silent', 'build']);
  if (!result.ok) throw new Error(`growth: the build failed in ${root}\n${result.output.slice(-4000)}`);
  return (Date.now() - started) / 1000;
}

interface Sizes {
  raw: number;
  gzip: number;
}

function sizes(out: string): Record<string, Sizes> {
  return Object.fromEntries(
    measuredFiles.map((file) => {
      const body = readFileSync(join(out, file));
      return [file, { raw: body.length, gzip: gzipSync(body).length }];
    }),
  );
}

/** Compressed bytes of the scripts a page loads by `src` on first load. */
function firstLoadScripts(out: string, file: string): number {
  const html = readFileSync(join(out, file), 'utf8');
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set(sources)].reduce((sum, src) => sum + gzipSync(readFileSync(join(out, src))).length, 0);
}

function pagefindPages(out: string): number {
  const entry = JSON.parse(readFileSync(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

export interface GrowthResult {
  build: { today: number; tenYears: number };
  bytes: Record<string, { today: Sizes; tenYears: Sizes }>;
  firstLoadJs: { today: number; tenYears: number };
  checks: { name: string; ok: boolean; detail: string }[];
  /** The grown lists' first pages as the benchmark measures a route, the floor and the budgets they broke. */
  lists: { floor: Weight; results: Measurement[]; breaches: Breach[] };
}

/** Measures the grown lists in a real browser against the route budgets, with an empty page built now as the floor. */
async function measureLists(root: string): Promise<GrowthResult['lists']> {
  const floorDir = buildEmptyPage(root);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const floorServer = await startStaticServer(floorDir, 'serve.json', await freePort());
    const floor = await measureWeight(browser, `${floorServer.origin}/`).finally(() => floorServer.stop());
    const server = await startStaticServer(root, 'serve.json', await freePort());
    const results: Measurement[] = [];
    try {
      for (const route of grownRoutes) {
        const url = `${server.origin}${route}`;
        const error = (e: unknown) => ({ error: String(e).split('\n')[0]! });
        results.push({
          route,
          weight: await measureWeight(browser, url).catch(error),
          vitals: await measureVitals(browser, url).catch(error),
        });
      }
    } finally {
      await server.stop();
    }
    return { floor, results, breaches: budgetBreaches(results, floor) };
  } finally {
    await browser.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

/** Runs the scenario; `log` reports progress. Both copies are removed afterwards. */
export async function measureGrowth(repo: string, log: (message: string) => void): Promise<GrowthResult> {
  const today = copyRepository(repo, '.bench', 'growth-');
  const grown = copyRepository(repo, '.bench', 'growth-');
  try {
    const added: string[] = [];
    for (const list of lists) {
      const last = list.items.at(-1)!;
      const copies = archiveCopies(last, tenYears[list.file], Math.max(...list.items.map((item) => item.id)));
      const file = join(grown, list.file);
      writeFileSync(file, appendEntries(readFileSync(file, 'utf8'), list.exportName, copies));
      added.push(...copies.map((copy) => `${list.prefix}${copy.slug}`));
    }
    const lastTraining = trainings.at(-1)! as unknown as TrainingEntry;
    const newTrainings = trainingCopies(
      lastTraining,
      tenYears['content/trainings.ts'],
      Math.max(...trainings.map((training) => training.id)),
    );
    const trainingsFile = join(grown, 'content/trainings.ts');
    writeFileSync(trainingsFile, appendEntries(readFileSync(trainingsFile, 'utf8'), 'trainings', newTrainings));
    // Each year of the new trainings held by the build day has its page.
    added.push(...trainingYears(training.array().parse(newTrainings), buildDay()).map(trainingYearHref));
    log('growth: building today’s content from clean');
    const todaySeconds = cleanBuild(today);
    log(`growth: ${todaySeconds.toFixed(0)} s; building ten years of content from clean`);
    const grownSeconds = cleanBuild(grown);
    log(`growth: ${grownSeconds.toFixed(0)} s; checking the grown site`);

    const [todayOut, grownOut] = [join(today, 'out'), join(grown, 'out')];
    const todaySizes = sizes(todayOut);
    const grownSizes = sizes(grownOut);
    const checks: GrowthResult['checks'] = [];

    const missingPages = added.filter((path) => !existsSync(join(grownOut, `${path.slice(1)}.html`)));
    checks.push({
      name: 'every new post and every year of the new trainings has its page',
      ok: missingPages.length === 0,
      detail: missingPages.length === 0 ? `${added.length} pages` : `missing: ${missingPages.slice(0, 5).join(', ')}`,
    });
    const sitemap = readFileSync(join(grownOut, 'sitemap.xml'), 'utf8');
    const notInSitemap = added.filter((path) => !sitemap.includes(`${path}</loc>`));
    checks.push({
      name: 'the sitemap lists every new post and year of trainings',
      ok: notInSitemap.length === 0,
      detail: notInSitemap.length === 0 ? `${added.length} entries` : `missing: ${notInSitemap.slice(0, 5).join(', ')}`,
    });
    const indexed = pagefindPages(grownOut);
    checks.push({ name: 'the search index takes at least 270 pages', ok: indexed >= 270, detail: `${indexed} pages` });

    const port = await freePort();
    const server = await startStaticServer(grown, 'serve.json', port);
    try {
      const post = added[0]!;
      const response = await fetch(`${server.origin}${post}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      const scripts = inlineScripts(html);
      const missing = scripts.filter((script) => !policy.includes(hashSource(script)));
      checks.push({
        name: 'npm run serve answers a new post with a policy holding each inline script’s hash',
        ok:
          response.status === 200 && scripts.length > 0 && missing.length === 0 && !policy.includes("'unsafe-inline'"),
        detail: `${post}: ${response.status}, ${scripts.length} inline scripts, ${missing.length} not allowed`,
      });
      // Netlify and Cloudflare Pages read the page's own policy from the page (a fixed _headers).
      const metas = metaPolicies(html);
      const metaMissing = scripts.filter((script) => !metas[0]?.includes(hashSource(script)));
      const headerRules = readFileSync(join(grownOut, '_headers'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('/')).length;
      checks.push({
        name: 'the new post carries one meta policy holding each inline script’s hash; _headers keeps a fixed set of rules',
        ok: metas.length === 1 && metaMissing.length === 0 && headerRules <= 100,
        detail: `${metas.length} meta policy, ${metaMissing.length} scripts not allowed; _headers: ${headerRules} rules`,
      });
    } finally {
      await server.stop();
    }

    log('growth: the grown lists against the route budgets');
    const listMeasures = await measureLists(grown);
    log('growth: running the unit tests on the grown copy');
    const jest = run(grown, 'npx', ['jest', '--silent']);
    const summary = jest.output.match(/Tests:\s+[^\n]+/)?.[0] ?? 'no summary';
    // The failed tests by name, so the report says what content growth broke.
    const failed = [...new Set(jest.output.match(/^\s*● .+$/gm) ?? [])].map((line) => line.trim().slice(2));
    checks.push({
      name: 'npx jest passes',
      ok: jest.ok,
      detail: [summary, ...failed].join('; '),
    });

    const bytes = Object.fromEntries(
      measuredFiles.map((file) => [file, { today: todaySizes[file]!, tenYears: grownSizes[file]! }]),
    );
    return {
      build: { today: todaySeconds, tenYears: grownSeconds },
      bytes,
      firstLoadJs: {
        today: firstLoadScripts(todayOut, 'blogs.html'),
        tenYears: firstLoadScripts(grownOut, 'blogs.html'),
      },
      checks,
      lists: listMeasures,
    };
  } finally {
    rmSync(today, { recursive: true, force: true });
    rmSync(grown, { recursive: true, force: true });
  }
}

const ratio = (after: number, before: number) => (before > 0 ? after / before : Infinity);
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

const bytesHold = ({ today, tenYears: grown }: GrowthResult['bytes'][string]) =>
  ratio(grown.gzip, today.gzip) <= growthBudget.bytesRatio && ratio(grown.raw, today.raw) <= growthBudget.bytesRatio;

/** Whether ten years of content keep within the growth budgets, the route budgets and every check. */
export function growthHolds(result: GrowthResult): boolean {
  return (
    ratio(result.build.tenYears, result.build.today) <= growthBudget.buildRatio &&
    Object.values(result.bytes).every(bytesHold) &&
    result.checks.every((check) => check.ok) &&
    result.lists.breaches.length === 0
  );
}

/** The scenario's table, in Markdown. */
export function renderGrowth(result: GrowthResult): string {
  const buildRatio = ratio(result.build.tenYears, result.build.today);
  const lines = [
    '## Growth: ten years of content',
    '',
    `${tenYears['content/blogs.ts']} more blog posts, ${tenYears['content/press.ts']} press statements, ${tenYears['content/bulletins.ts']} bulletins and ${tenYears['content/trainings.ts']} trainings.`,
    '',
    '| Measure | Today | Ten years | Ratio | Limit |',
    '| --- | ---: | ---: | ---: | --- |',
    `| Clean build (s) | ${result.build.today.toFixed(0)} | ${result.build.tenYears.toFixed(0)} | ${buildRatio.toFixed(2)} | ≤ ${growthBudget.buildRatio}x ${mark(buildRatio <= growthBudget.buildRatio)} |`,
  ];
  for (const [file, sizes] of Object.entries(result.bytes)) {
    const { today, tenYears: grown } = sizes;
    lines.push(
      `| /${file} (gzip bytes; raw ${today.raw} → ${grown.raw}, ${ratio(grown.raw, today.raw).toFixed(2)}x) | ${today.gzip} | ${grown.gzip} | ${ratio(grown.gzip, today.gzip).toFixed(2)} | ≤ ${growthBudget.bytesRatio}x ${mark(bytesHold(sizes))} |`,
    );
  }
  const js = result.firstLoadJs;
  // Chunk names carry hashes, so the compressed total may move by a few bytes with no code changed.
  const jsUnchanged = Math.abs(js.tenYears - js.today) <= js.today * 0.001;
  lines.push(
    `| First-load JS of /blogs (gzip bytes) | ${js.today} | ${js.tenYears} | ${ratio(js.tenYears, js.today).toFixed(2)} | unchanged (±0.1%) ${mark(jsUnchanged)} |`,
    '',
    '| Check | Result | Detail |',
    '| --- | --- | --- |',
    ...result.checks.map((check) => `| ${check.name} | ${check.ok ? 'ok' : 'FAILED'} | ${check.detail} |`),
    '',
    `The grown lists against the route budgets (empty page: ${(result.lists.floor.js / 1024).toFixed(1)} KB of JavaScript):`,
    '',
    '| Route | LCP ms | CLS | JS ratio | HTML KB | Total KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...result.lists.results.map((list) => {
      const figures = figuresOf(list, result.lists.floor);
      const show = (name: keyof Budget) => (figures[name] === undefined ? 'error' : formatFigure(name, figures[name]));
      return `| ${list.route} | ${show('lcpMs')} | ${show('cls')} | ${show('jsRatio')} | ${show('htmlKb')} | ${show('totalKb')} |`;
    }),
    '',
    ...(result.lists.breaches.length === 0
      ? ['Every grown list is within its budgets.']
      : result.lists.breaches.map((b) => `- over budget: ${b.route}: ${b.budget} ${b.actual} (budget ${b.limit})`)),
    '',
  );
  return lines.join('\n');
}
