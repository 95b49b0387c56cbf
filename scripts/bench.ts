/**
 * The benchmark: `npm run bench [-- /route ...] [--runs=3] [--no-build] [--vitals-only] [--growth-only] [--no-growth]`.
 *
 * Builds and serves the site; for each own page and one page of each kind (or the routes given) runs
 * Lighthouse, weighs the first load and loads it in a real browser (benchmark/vitals.ts), against an
 * empty page of the same Next.js and React. Tables go to bench/results.md; it exits non-zero when a
 * route breaks a budget (benchmark/budgets.ts). --runs=N keeps the median of N loads. Last, the growth
 * scenario (benchmark/growth.ts) is written to bench/growth.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { allRoutes } from '@/lib/routes';
import { chromiumPath } from './lib/chromium';
import { buildEmptyPage } from './benchmark/floor';
import { budgetBreaches } from './benchmark/budgets';
import { runLighthouse, type LighthouseScores } from './benchmark/lighthouse-run';
import { renderReport, type RouteResult } from './benchmark/report';
import { freePort, startStaticServer } from './benchmark/server';
import { measureVitals, medianVitals } from './benchmark/vitals';
import { measureWeight } from './benchmark/weight';
import { measureVisits, renderVisits } from './benchmark/visits';
import { growthHolds, measureGrowth, renderGrowth } from './benchmark/growth';
import { benchRoutes } from './benchmark/routes';
import { indexReport } from './postbuild/search-index';

/** The growth scenario, printed and written to bench/growth.md; whether it kept within its budgets. */
async function growth(): Promise<boolean> {
  const result = await measureGrowth(projectRoot, log);
  mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
  writeFileSync(path.join(projectRoot, 'bench', 'growth.md'), renderGrowth(result));
  console.log(renderGrowth(result));
  log('written to bench/growth.md');
  return growthHolds(result);
}

const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const projectRoot = process.cwd();

function parseArgs(argv: string[]) {
  const routes = argv.filter((arg) => arg.startsWith('/'));
  const runsArg = argv.find((arg) => arg.startsWith('--runs='));
  const runs = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 1) || 1);
  const flags = ['--no-build', '--vitals-only', '--growth-only', '--no-growth'];
  const unknown = argv.filter((arg) => !arg.startsWith('/') && !flags.includes(arg) && !arg.startsWith('--runs='));
  if (unknown.length > 0) throw new Error(`Unknown arguments: ${unknown.join(' ')}`);
  return {
    routes,
    runs,
    build: !argv.includes('--no-build'),
    lighthouse: !argv.includes('--vitals-only'),
    growth: !argv.includes('--no-growth'),
    growthOnly: argv.includes('--growth-only'),
  };
}

function version(pkg: string): string {
  const file = path.join(projectRoot, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function median(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const started = Date.now();
function log(message: string) {
  const elapsed = Math.round((Date.now() - started) / 1000);
  console.error(`bench: [${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}] ${message}`);
}

/** A measurement that never settles (a wedged browser) becomes a failed one, so the run goes on. */
function withinLimit<T>(work: Promise<T>, ms = 6 * 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${ms / 60_000} min`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
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
      values.push(await withinLimit(measure()));
    } catch (error) {
      failure = String(error);
      log(`${label}: ${failure.split('\n')[0]}`);
    }
  }
  return values.length > 0 ? pick(values) : { error: failure };
}

async function main(): Promise<boolean> {
  const options = parseArgs(process.argv.slice(2));
  if (options.growthOnly) return growth();
  const known = allRoutes().map((route) => route.path);
  const routes = options.routes.length > 0 ? options.routes : benchRoutes(known);
  for (const route of routes) if (!known.includes(route)) log(`${route} is not in lib/routes.ts; measuring it anyway`);

  if (options.build) {
    log('building the site');
    run('npm', ['run', 'build']);
  } else if (!existsSync(path.join(projectRoot, 'out', 'index.html'))) {
    throw new Error('--no-build needs an existing out/: run npm run build first');
  }

  log('building the empty page (the floor)');
  const floorDir = buildEmptyPage(projectRoot);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  // Lighthouse drives its own browser through the DevTools port, apart from the one measuring.
  const debuggingPort = await freePort();
  const lighthouseBrowser = options.lighthouse
    ? await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromeFlags, `--remote-debugging-port=${debuggingPort}`],
      })
    : undefined;
  const port = Number(process.env.BENCH_PORT) || (await freePort());

  async function measure(label: string, url: string) {
    return {
      lighthouse: options.lighthouse
        ? await repeat(options.runs, `${label}: Lighthouse`, () => runLighthouse(url, debuggingPort), median)
        : { error: 'skipped (--vitals-only)' },
      vitals: await repeat(options.runs, `${label}: real browser`, () => measureVitals(browser, url), medianVitals),
    };
  }

  let breaches: ReturnType<typeof budgetBreaches> = [];
  try {
    const floorServer = await startStaticServer(floorDir, 'serve.json', port);
    let floor;
    let floorResult;
    try {
      const floorHtml = await (await fetch(`${floorServer.origin}/`)).text();
      if (!floorHtml.includes('Empty page')) throw new Error('The floor server does not serve the empty page');
      floor = await measureWeight(browser, `${floorServer.origin}/`);
      log(`floor: ${(floor.js / 1024).toFixed(1)} KB of JavaScript`);
      floorResult = await measure('floor', `${floorServer.origin}/`);
    } finally {
      await floorServer.stop();
    }

    const searchIndex = indexReport(path.join(projectRoot, 'out', 'pagefind'));
    log(`search index: ${searchIndex.files} files, ${(searchIndex.bytes / 1024).toFixed(1)} KB`);
    const results: RouteResult[] = [];
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
        runs: options.runs,
        results,
        searchIndex,
      });
      mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
      writeFileSync(path.join(projectRoot, 'bench', 'results.md'), report);
      return report;
    };

    const server = await startStaticServer(projectRoot, 'serve.json', port);
    try {
      for (const route of routes) {
        const url = `${server.origin}${route}`;
        log(`${route}: weight`);
        const weight = await measureWeight(browser, url).catch((error: unknown) => ({ error: String(error) }));
        results.push({ route, weight, ...(await measure(route, url)) });
        writeReport();
      }
      log('first and repeat visits, offline worker included');
      console.log(renderVisits(await measureVisits(browser, server.origin, options.routes)));
    } finally {
      await server.stop();
    }

    const report = writeReport();
    console.log(report);
    log('written to bench/results.md');
    // --vitals-only measures no Lighthouse: that is a choice, not a failed measurement.
    const judged = results.map((result) => (options.lighthouse ? result : { ...result, lighthouse: undefined }));
    breaches = budgetBreaches(judged, floor);
  } finally {
    await browser.close();
    await lighthouseBrowser?.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
  for (const breach of breaches)
    log(`over budget: ${breach.route}: ${breach.budget} ${breach.actual} (budget ${breach.limit})`);
  const grew = options.growth ? await growth() : true;
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
