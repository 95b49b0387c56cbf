/**
 * `npm test` and `npm run test:quick` (`--quick`: no build, no end-to-end): runs the steps two at a
 * time, prints each step's output when it ends, starts none after a failure, and ends with a table of
 * every step's time. Plain Node, so the timer starts with the first step; exits with the failed step's code.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const quick = process.argv.includes('--quick');

/**
 * The npm scripts in order of preference, two side by side, each on one core, and what each waits for.
 * The browser suite takes every core and every other step's result, so it runs alone, last.
 */
const steps = [
  { script: 'typecheck' },
  { script: 'lint' },
  // The build comes after the type check of the same files: Next need not check them again.
  ...(quick ? [] : [{ script: 'build', after: ['typecheck'], env: { NEXT_SKIP_TYPECHECK: '1' } }]),
  // Jest takes one core of two (its workers are the cores but one); the drill's build takes the other.
  { script: 'test:drill' },
  { script: 'test:unit' },
  { script: 'test:node' },
  ...(quick ? [] : [{ script: 'test:e2e', alone: true }]),
];
const slots = 2;

/** Runs one npm script; with `buffered`, its output is held and printed whole when it ends. */
function runScript({ script, env }, buffered) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
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
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const started = Date.now();
const now = () => (Date.now() - started) / 1000;
const runs = new Map();
let failed = null;

await new Promise((finish) => {
  const running = () => [...runs.values()].filter((run) => run.end === undefined);
  const passed = (script) => runs.get(script)?.code === 0;
  const pump = () => {
    if (failed) {
      if (running().length === 0) finish();
      return;
    }
    for (const step of steps) {
      if (runs.has(step.script)) continue;
      const busy = running().length;
      if (busy >= slots) break;
      const ready = step.alone
        ? busy === 0 && steps.every((other) => other === step || passed(other.script))
        : (step.after ?? []).every(passed);
      if (!ready) continue;
      if (step.alone) process.stdout.write(`\n> ${step.script}\n`);
      const run = { start: now() };
      runs.set(step.script, run);
      runScript(step, !step.alone).then((code) => {
        Object.assign(run, { end: now(), code });
        if (code !== 0 && !failed) failed = step.script;
        pump();
      });
      if (step.alone) break;
    }
    if (running().length === 0) finish();
  };
  pump();
});

const total = now();
/** The steps that ran at the same time as `script`, at any moment of it. */
const beside = (script) => {
  const run = runs.get(script);
  return [...runs.entries()]
    .filter(([other, them]) => other !== script && them.start < run.end && run.start < them.end)
    .map(([other]) => other);
};
const rows = steps.map(({ script }) => {
  const run = runs.get(script);
  if (!run) return [script, '-', 'not run'];
  const others = beside(script);
  return [
    others.length ? `${script} (beside ${others.join(', ')})` : script,
    (run.end - run.start).toFixed(1),
    run.code === 0 ? 'passed' : `FAILED (exit ${run.code})`,
  ];
});
rows.push(['total', total.toFixed(1), failed ? `FAILED at ${failed}` : 'passed']);
const widths = [0, 1, 2].map((column) =>
  Math.max(...[['step', 'seconds', 'result'], ...rows].map((row) => row[column].length)),
);
const line = (row) => `${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2]}`;
console.log(`\n${quick ? 'npm run test:quick' : 'npm test'}: time per step, on ${availableParallelism()} cores`);
console.log(line(['step', 'seconds', 'result']));
for (const row of rows) console.log(line(row));
process.exit(failed ? runs.get(failed).code || 1 : 0);
