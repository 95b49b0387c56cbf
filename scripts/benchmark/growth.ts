/**
 * The growth scenario of the benchmark (`npm run bench -- --growth-only` alone): two copies of the
 * repository built from clean, one with today's content and one with ten years more (the last entry
 * of each list copied `tenYears` times, each a week, or a training 30 days, older than the one
 * before). It compares build time and the bytes of the lists' first pages, the training calendar
 * and the combined feed; checks the new pages, sitemap, search index, policies and unit tests; and
 * holds the grown lists' first pages to the route budgets.
 */
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
import { serving } from './server';
import { budgetBreaches, growthBudget, type Measurement } from './budgets';
import { budgetTable, describeBreach } from './report';
import { run, withEmptyPage } from './floor';
import { measureVitals } from './vitals';
import { launchChromium, measureWeight } from './weight';

const tenYears = {
  'content/blogs.ts': 240,
  'content/press.ts': 120,
  'content/bulletins.ts': 120,
  'content/trainings.ts': 100,
} as const;

const grownRoutes = ['/blogs', '/press-statements', '/monthly-bulletin', '/trainings/calendar'];

const measuredFiles = [...grownRoutes.map((route) => `${route.slice(1)}.html`), 'feeds/all.rss'];

type Entry = Record<string, unknown> & { id: number; title: string };

/** The `count` copies of the last of `items` an editor would make: a new id and title, and what `older` changes. */
function copies<T extends Entry>(items: readonly T[], count: number, older: (last: T, n: number) => Partial<T>): T[] {
  const last = items.at(-1)!;
  const firstId = Math.max(...items.map((item) => item.id));
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return { ...last, id: firstId + n, title: `${last.title} (archive ${n})`, ...older(last, n) };
  });
}

/** Adds `entries` at the end of the list export of a content file (`] satisfies Type[];`). */
function appendEntries(file: string, exportName: string, entries: object[]) {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(`export const ${exportName} = [`);
  const end = source.indexOf('\n] satisfies', start);
  if (start < 0 || end < 0) throw new Error(`growth: cannot find the list ${exportName}`);
  const added = entries.map((entry) => `  ${JSON.stringify(entry)},`).join('\n');
  writeFileSync(file, `${source.slice(0, end)}\n${added}${source.slice(end)}`);
}

const lists = [
  { file: 'content/blogs.ts', exportName: 'blogPosts', items: blogPosts, prefix: '/blogs/' },
  { file: 'content/press.ts', exportName: 'pressStatements', items: pressStatements, prefix: '/press-statements/' },
  { file: 'content/bulletins.ts', exportName: 'bulletins', items: bulletins, prefix: '/monthly-bulletin/' },
] as const;

function cleanBuild(root: string): number {
  rmSync(join(root, '.next'), { recursive: true, force: true });
  rmSync(join(root, 'out'), { recursive: true, force: true });
  const started = Date.now();
  const result = run(root, 'npm', ['run', '--silent', 'build']);
  if (!result.ok) throw new Error(`growth: the build failed in ${root}\n${result.output.slice(-4000)}`);
  return (Date.now() - started) / 1000;
}

function sizes(out: string, file: string) {
  const body = readFileSync(join(out, file));
  return { raw: body.length, gzip: gzipSync(body).length };
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

/** Measures the grown lists in a real browser against the route budgets, with an empty page built now as the floor. */
async function measureLists(root: string) {
  const browser = await launchChromium();
  try {
    const floor = await withEmptyPage(root, (url) => measureWeight(browser, url));
    const error = (e: unknown) => ({ error: String(e).split('\n')[0]! });
    const results = await serving(root, async (origin) => {
      const measured: Measurement[] = [];
      for (const route of grownRoutes) {
        const url = `${origin}${route}`;
        measured.push({
          route,
          weight: await measureWeight(browser, url).catch(error),
          vitals: await measureVitals(browser, url).catch(error),
        });
      }
      return measured;
    });
    return { floor, results, breaches: budgetBreaches(results, floor) };
  } finally {
    await browser.close();
  }
}

export async function measureGrowth(repo: string, log: (message: string) => void) {
  const today = copyRepository(repo, '.bench', 'growth-');
  const grown = copyRepository(repo, '.bench', 'growth-');
  try {
    const added: string[] = [];
    for (const list of lists) {
      // Never featured, with the same photo or PDF.
      const archive = copies(
        list.items as unknown as (Entry & { slug: string; date: string })[],
        tenYears[list.file],
        (last, n) => ({
          featured: undefined,
          slug: `${last.slug}-archive-${n}`,
          date: isoText(addDays(dayOf(last.date), -7 * n)),
        }),
      );
      appendEntries(join(grown, list.file), list.exportName, archive);
      added.push(...archive.map((copy) => `${list.prefix}${copy.slug}`));
    }
    const newTrainings = copies(
      trainings as unknown as (Entry & { startDate: string })[],
      tenYears['content/trainings.ts'],
      (last, n) => ({
        startDate: isoText(addDays(dayOf(last.startDate), -30 * n)),
      }),
    );
    appendEntries(join(grown, 'content/trainings.ts'), 'trainings', newTrainings);
    // Each year of the new trainings held by the build day has its page.
    added.push(...trainingYears(training.array().parse(newTrainings), buildDay()).map(trainingYearHref));
    log('growth: building today’s content from clean');
    const todaySeconds = cleanBuild(today);
    log(`growth: ${todaySeconds.toFixed(0)} s; building ten years of content from clean`);
    const grownSeconds = cleanBuild(grown);
    log(`growth: ${grownSeconds.toFixed(0)} s; checking the grown site`);

    const [todayOut, grownOut] = [join(today, 'out'), join(grown, 'out')];
    const checks: { name: string; ok: boolean; detail: string }[] = [];
    const everyAdded = (name: string, noun: string, found: (path: string) => boolean) => {
      const missing = added.filter((path) => !found(path));
      const detail = missing.length === 0 ? `${added.length} ${noun}` : `missing: ${missing.slice(0, 5).join(', ')}`;
      checks.push({ name, ok: missing.length === 0, detail });
    };
    everyAdded('every new post and every year of the new trainings has its page', 'pages', (path) =>
      existsSync(join(grownOut, `${path.slice(1)}.html`)),
    );
    const sitemap = readFileSync(join(grownOut, 'sitemap.xml'), 'utf8');
    everyAdded('the sitemap lists every new post and year of trainings', 'entries', (path) =>
      sitemap.includes(`${path}</loc>`),
    );
    const indexed = pagefindPages(grownOut);
    checks.push({ name: 'the search index takes at least 270 pages', ok: indexed >= 270, detail: `${indexed} pages` });

    await serving(grown, async (origin) => {
      const post = added[0]!;
      const response = await fetch(`${origin}${post}`);
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
    });

    log('growth: the grown lists against the route budgets');
    const listMeasures = await measureLists(grown);
    log('growth: running the unit tests on the grown copy');
    const jest = run(grown, 'npx', ['jest', '--silent']);
    const summary = jest.output.match(/Tests:\s+[^\n]+/)?.[0] ?? 'no summary';
    // The failed tests by name, so the report says what content growth broke.
    const failed = [...new Set(jest.output.match(/^\s*● .+$/gm) ?? [])].map((line) => line.trim().slice(2));
    checks.push({ name: 'npx jest passes', ok: jest.ok, detail: [summary, ...failed].join('; ') });

    return {
      build: { today: todaySeconds, tenYears: grownSeconds },
      bytes: Object.fromEntries(
        measuredFiles.map((file) => [file, { today: sizes(todayOut, file), tenYears: sizes(grownOut, file) }]),
      ),
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

export type GrowthResult = Awaited<ReturnType<typeof measureGrowth>>;

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
    ...budgetTable(result.lists.floor, result.lists.results),
    ...result.lists.breaches.map(describeBreach),
    '',
  );
  return lines.join('\n');
}
