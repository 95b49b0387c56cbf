/**
 * `npm run check:content`: checks every content module against its rules and lists every problem,
 * one line each, naming the file, the entry and the field. Runs first in `npm run dev` and
 * `npm run build`, so a mistake stops before Next renders anything. Exit code 1 when anything is wrong.
 *
 *   tsx scripts/check-content.ts [--report <file>]
 *
 * `--report` also writes the problems as JSON (`{ "problems": [...] }`): the preview of `npm run dev`
 * shows them in the browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { checkContent, checkedFiles, type ContentModules } from './lib/content-check';
import { contentFiles } from './lib/content-files';
import { buildDay } from '../lib/build-date';

const reportAt = process.argv.indexOf('--report');
const reportFile = reportAt >= 0 ? process.argv[reportAt + 1] : undefined;

function report(problems: string[]) {
  if (!reportFile) return;
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `${JSON.stringify({ problems }, null, 2)}\n`);
}

async function main() {
  const root = process.cwd();
  const modules: ContentModules = {};
  const unreadable: string[] = [];
  for (const file of checkedFiles) {
    try {
      modules[file] = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    } catch (error) {
      // A syntax slip (a missing comma or quote) stops the file from loading at all.
      const message = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join('\n    ');
      unreadable.push(
        `${file}: the file cannot be read (look for a missing comma, quote or bracket near the place named):\n    ${message}`,
      );
    }
  }
  const problems = [
    ...unreadable,
    ...checkContent(modules, contentFiles(root)).filter(
      (line) => !unreadable.some((u) => line.startsWith(u.split(':')[0]!)),
    ),
  ];
  report(problems);
  if (problems.length === 0) {
    console.log(`check:content: ${checkedFiles.length} content files checked, no problems`);
    // Loaded only once every module is valid, since it reads the content modules itself.
    const { staleContentWarnings } = await import('./stale-content');
    const warnings = staleContentWarnings(buildDay());
    if (warnings.length > 0) {
      console.warn(
        `\ncheck:content: ${warnings.length} warnings: dated content that has passed (the build goes on):\n`,
      );
      for (const line of warnings) console.warn(`  - warning: ${line}`);
      console.warn('');
    }
    return;
  }
  console.error(
    `\ncheck:content found ${problems.length} problem${problems.length === 1 ? '' : 's'} in content/ (nothing was built):\n`,
  );
  for (const line of problems) console.error(`  - ${line}`);
  console.error('\nFix each line above (file, entry, field: what is wrong), then build again. See EDITING.md.\n');
  process.exit(1);
}

main().catch((error: unknown) => {
  report([`check:content could not run: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`]);
  console.error(error);
  process.exit(1);
});
