/**
 * `npm test` and `npm run test:quick`: runs the test steps in order, each with its own output as it
 * comes (Jest's and Playwright's summaries included), stops at the first step that fails, and ends
 * with a table of every step's time and result, so that a step that became slower shows.
 *
 *   node scripts/run-tests.mjs           type check, lint, unit tests, build-step tests, editor drill, build, end-to-end
 *   node scripts/run-tests.mjs --quick   the edit loop: type check, lint, unit tests, build-step tests, editor drill
 *
 * Plain Node (no tsx), so that the timer starts with the first step. The exit code is the failed
 * step's, or 0.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const quick = process.argv.includes('--quick');

/** npm scripts, in order; the ones in one inner list run side by side (one core each, no shared files). */
const plan = [
  ['typecheck', 'lint'],
  // Jest takes one core of two (its workers are the cores but one); the drill's build takes the other.
  ['test:unit', 'test:drill'],
  ['test:node'],
  ...(quick ? [] : [['build'], ['test:e2e']]),
];

/** The build comes after the type check of the same files: Next need not check them again. */
const envOf = { build: { NEXT_SKIP_TYPECHECK: '1' } };

/** Runs one npm script; with `buffered`, its output is held and printed whole when it ends. */
function runScript(script, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...envOf[script] },
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) {
        process.stdout.write(`\n> ${script}\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ script, seconds: (Date.now() - started) / 1000, code: code ?? (signal ? 1 : 0) });
    });
  });
}

const results = [];
const started = Date.now();
let failed = null;
for (const group of plan) {
  if (failed) {
    for (const script of group) results.push({ script, seconds: null, code: null });
    continue;
  }
  if (group.length === 1) process.stdout.write(`\n> ${group[0]}\n`);
  const outcomes = await Promise.all(group.map((script) => runScript(script, group.length > 1)));
  const beside = (script) => group.filter((other) => other !== script);
  results.push(...outcomes.map((outcome) => ({ ...outcome, beside: beside(outcome.script) })));
  failed = outcomes.find((outcome) => outcome.code !== 0) ?? null;
}

const total = (Date.now() - started) / 1000;
const rows = results.map(({ script, seconds, code, beside = [] }) => [
  beside.length ? `${script} (beside ${beside.join(', ')})` : script,
  seconds === null ? '-' : seconds.toFixed(1),
  code === null ? 'not run' : code === 0 ? 'passed' : `FAILED (exit ${code})`,
]);
rows.push(['total', total.toFixed(1), failed ? `FAILED at ${failed.script}` : 'passed']);
const widths = [0, 1, 2].map((column) =>
  Math.max(...[['step', 'seconds', 'result'], ...rows].map((row) => row[column].length)),
);
const line = (row) => `${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2]}`;
console.log(`\n${quick ? 'npm run test:quick' : 'npm test'}: time per step, on ${availableParallelism()} cores`);
console.log(line(['step', 'seconds', 'result']));
for (const row of rows) console.log(line(row));
process.exit(failed ? failed.code || 1 : 0);
