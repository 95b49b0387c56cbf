/**
 * The benchmark: `npm run bench [-- /route ...] [--runs=3] [--no-build] [--vitals-only] [--growth-only] [--no-growth]`.
 *
 * Builds and serves the site; for each own page and one page of each kind (or the routes given) runs
 * Lighthouse, weighs the first load and loads it in a real browser (benchmark/vitals.ts), against an
 * empty page of the same Next.js and React. Tables go to bench/results.md; it exits non-zero when a
 * route breaks a budget (benchmark/budgets.ts). --runs=N keeps the median of N loads. Last, the growth
 * scenario (benchmark/growth.ts) is written to bench/growth.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allRoutes, staticRoutes } from '@/lib/routes';
import { withEmptyPage } from './benchmark/floor';
import { budgetBreaches, type Breach, type Measurement } from './benchmark/budgets';
import { runLighthouse } from './benchmark/lighthouse-run';
import { renderReport } from './benchmark/report';
import { freePort, serving } from './benchmark/server';
import { measureVitals, medianVitals, middle } from './benchmark/vitals';
import { launchChromium, measureWeight } from './benchmark/weight';
import { measureVisits, renderVisits } from './benchmark/visits';
import { growthHolds, measureGrowth, renderGrowth } from './benchmark/growth';
import { indexReport } from './postbuild/search-index';

const projectRoot = process.cwd();
process.env.NEXT_TELEMETRY_DISABLED = '1';

function writeBench(file: string, text: string) {
  mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
  writeFileSync(path.join(projectRoot, 'bench', file), text);
}

/** The growth scenario, printed and written to bench/growth.md; whether it kept within its budgets. */
async function growth(): Promise<boolean> {
  const result = await measureGrowth(projectRoot, log);
  writeBench('growth.md', renderGrowth(result));
  console.log(renderGrowth(result));
  log('written to bench/growth.md');
  return growthHolds(result);
}

function options(args: string[]) {
  const flag = { type: 'boolean', default: false } as const;
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '1' },
      'no-build': flag,
      'vitals-only': flag,
      'growth-only': flag,
      'no-growth': flag,
    },
  });
  const unknown = positionals.filter((arg) => !arg.startsWith('/'));
  if (unknown.length > 0) throw new Error(`Unknown arguments: ${unknown.join(' ')}`);
  return { ...values, routes: positionals, runs: Math.max(1, Number(values.runs) || 1) };
}

/**
 * The routes measured by default: every page of its own, and the first page of each kind a template
 * repeats (a post, a press statement, a bulletin, a newsletter issue, an AGM, a year of trainings, a
 * list's numbered page). A template draws every item alike, so measuring each of hundreds of items
 * would measure the same page again.
 */
function benchRoutes(known: string[]): string[] {
  const ownPages = new Set(staticRoutes.map((route) => route.path));
  const kindOf = (route: string) => (ownPages.has(route) ? route : route.replace(/\/[^/]+$/, '/*'));
  return known.filter((route, index) => known.findIndex((other) => kindOf(other) === kindOf(route)) === index);
}

function version(pkg: string): string {
  const file = path.join(projectRoot, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const started = Date.now();
function log(message: string) {
  const elapsed = Math.round((Date.now() - started) / 1000);
  console.error(`bench: [${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}] ${message}`);
}

async function repeat<T extends object>(
  runs: number,
  label: string,
  measure: () => Promise<T>,
  pick: (values: T[]) => T,
): Promise<T | { error: string }> {
  const values: T[] = [];
  let failure = 'no run';
  // A run that fails (Lighthouse now and then loses its trace: NO_NAVSTART) is made again, twice at most.
  for (let attempt = 0; values.length < runs && attempt < runs + 2; attempt += 1) {
    log(
      `${label}${runs > 1 ? ` run ${values.length + 1} of ${runs}` : ''}${attempt > values.length ? ' (again)' : ''}`,
    );
    try {
      values.push(await measure());
    } catch (error) {
      failure = String(error);
      log(`${label}: ${failure.split('\n')[0]}`);
    }
  }
  return values.length > 0 ? pick(values) : { error: failure };
}

async function main(): Promise<boolean> {
  const args = options(process.argv.slice(2));
  if (args['growth-only']) return growth();
  const known = allRoutes().map((route) => route.path);
  const routes = args.routes.length > 0 ? args.routes : benchRoutes(known);
  for (const route of routes) if (!known.includes(route)) log(`${route} is not in lib/routes.ts; measuring it anyway`);

  if (!args['no-build']) {
    log('building the site');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  } else if (!existsSync(path.join(projectRoot, 'out', 'index.html'))) {
    throw new Error('--no-build needs an existing out/: run npm run build first');
  }

  const browser = await launchChromium();
  // Lighthouse drives its own browser through the DevTools port, apart from the one measuring.
  const debuggingPort = await freePort();
  const lighthouseBrowser = args['vitals-only']
    ? undefined
    : await launchChromium([`--remote-debugging-port=${debuggingPort}`]);

  // --vitals-only measures no Lighthouse: that is a choice, not a failed measurement.
  async function measure(label: string, url: string) {
    return {
      lighthouse: lighthouseBrowser
        ? await repeat(
            args.runs,
            `${label}: Lighthouse`,
            () => runLighthouse(url, debuggingPort),
            (runs) => middle(runs, (run) => run.performance),
          )
        : undefined,
      vitals: await repeat(args.runs, `${label}: real browser`, () => measureVitals(browser, url), medianVitals),
    };
  }

  let breaches: Breach[] = [];
  try {
    log('building the empty page (the floor)');
    const { floor, floorResult } = await withEmptyPage(projectRoot, async (url) => {
      const floor = await measureWeight(browser, url);
      log(`floor: ${(floor.js / 1024).toFixed(1)} KB of JavaScript`);
      return { floor, floorResult: await measure('floor', url) };
    });

    const searchIndex = indexReport(path.join(projectRoot, 'out', 'pagefind'));
    log(`search index: ${searchIndex.files} files, ${(searchIndex.bytes / 1024).toFixed(1)} KB`);
    const results: Measurement[] = [];
    // Written after every route as well, so a long run stopped part-way keeps what it measured.
    const writeReport = () => {
      const report = renderReport({
        date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        versions: {
          next: version('next'),
          react: version('react'),
          chromium: `Chromium ${browser.version()}`,
          lighthouse: version('lighthouse'),
        },
        floor,
        floorResult,
        runs: args.runs,
        results,
        searchIndex,
      });
      writeBench('results.md', report);
      return report;
    };

    await serving(projectRoot, async (origin) => {
      for (const route of routes) {
        const url = `${origin}${route}`;
        log(`${route}: weight`);
        const weight = await measureWeight(browser, url).catch((error: unknown) => ({ error: String(error) }));
        results.push({ route, weight, ...(await measure(route, url)) });
        writeReport();
      }
      log('first and repeat visits, offline worker included');
      console.log(renderVisits(await measureVisits(browser, origin, args.routes)));
    });

    console.log(writeReport());
    log('written to bench/results.md');
    breaches = budgetBreaches(results, floor);
  } finally {
    await browser.close();
    await lighthouseBrowser?.close();
  }
  for (const breach of breaches)
    log(`over budget: ${breach.route}: ${breach.budget} ${breach.actual} (budget ${breach.limit})`);
  const grew = args['no-growth'] ? true : await growth();
  return breaches.length === 0 && grew;
}

main().then(
  (held) => {
    if (!held) log('a budget is broken (see above): failing');
    process.exit(held ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
