/**
 * The benchmark: `npm run bench [-- /route ...] [--runs=3] [--no-build]`.
 *
 * Builds the site, serves out/ on loopback, and for every route (or the routes given) runs
 * Lighthouse with its mobile defaults and measures the first-load weight by kind at 390 px. It also
 * builds an empty page with the same Next.js and React and reports each route's JavaScript as a
 * ratio to that floor. The table goes to bench/results.md and to stdout. It reports; it never fails
 * because a route misses a bar.
 *
 * --no-build reuses the current out/ (handy while fixing one page); --runs=N runs Lighthouse N
 * times per route and keeps the median, which steadies performance scores on a busy machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { allRoutes } from '../lib/routes';
import { buildEmptyPage } from './benchmark/floor';
import { runLighthouse, type LighthouseScores } from './benchmark/lighthouse-run';
import { renderReport, type RouteResult } from './benchmark/report';
import { freePort, startStaticServer } from './benchmark/server';
import { measureWeight } from './benchmark/weight';
import { measureVisits, renderVisits } from './benchmark/visits';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
process.env.CHROME_PATH = chromePath;
const chromeFlags = [
  '--headless=new',
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
  const unknown = argv.filter((arg) => !arg.startsWith('/') && arg !== '--no-build' && !arg.startsWith('--runs='));
  if (unknown.length > 0) throw new Error(`Unknown arguments: ${unknown.join(' ')}`);
  return { routes, runs, build: !argv.includes('--no-build') };
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

function log(message: string) {
  console.error(`bench: ${message}`);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const known = allRoutes().map((route) => route.path);
  const routes = options.routes.length > 0 ? options.routes : known;
  for (const route of routes) if (!known.includes(route)) log(`${route} is not in lib/routes.ts; measuring it anyway`);

  if (options.build) {
    log('building the site');
    run('npm', ['run', 'build']);
  } else if (!existsSync(path.join(projectRoot, 'out', 'index.html'))) {
    throw new Error('--no-build needs an existing out/: run npm run build first');
  }

  log('building the empty page (the floor)');
  const floorDir = buildEmptyPage(projectRoot);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => flag !== '--headless=new'),
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  try {
    const floorServer = await startStaticServer(floorDir, 'serve.json', port);
    const floorHtml = await (await fetch(`${floorServer.origin}/`)).text();
    if (!floorHtml.includes('Empty page')) throw new Error('The floor server does not serve the empty page');
    const floor = await measureWeight(browser, `${floorServer.origin}/`).finally(() => floorServer.stop());
    log(`floor: ${(floor.js / 1024).toFixed(1)} KB of JavaScript`);

    const server = await startStaticServer(projectRoot, 'serve.json', port);
    const results: RouteResult[] = [];
    try {
      for (const route of routes) {
        const url = `${server.origin}${route}`;
        log(`${route}: weight`);
        const weight = await measureWeight(browser, url).catch((error: unknown) => ({ error: String(error) }));
        const scores: LighthouseScores[] = [];
        let lighthouseError: string | undefined;
        for (let i = 0; i < options.runs; i += 1) {
          log(`${route}: Lighthouse${options.runs > 1 ? ` run ${i + 1} of ${options.runs}` : ''}`);
          try {
            scores.push(await runLighthouse(url, chrome.port));
          } catch (error) {
            lighthouseError = String(error);
          }
        }
        results.push({
          route,
          weight,
          lighthouse: scores.length > 0 ? median(scores) : { error: lighthouseError ?? 'no run' },
        });
      }
      log('first and repeat visits, offline worker included');
      console.log(renderVisits(await measureVisits(browser, server.origin, options.routes)));
    } finally {
      await server.stop();
    }

    const report = renderReport({
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      versions: {
        next: version('next'),
        react: version('react'),
        chromium: `Chromium ${browser.version()}`,
        lighthouse: version('lighthouse'),
      },
      floor,
      runs: options.runs,
      results,
    });
    mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
    writeFileSync(path.join(projectRoot, 'bench', 'results.md'), report);
    console.log(report);
    log('written to bench/results.md');
  } finally {
    await browser.close();
    chrome.kill();
    rmSync(floorDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
