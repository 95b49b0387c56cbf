/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
// The project's own lint configuration, loaded here: ESLint's loader needs ES module support Jest lacks.
import config from '@/eslint.config.mjs';

const root = join(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
const importRules = ['no-restricted-imports', 'import/no-cycle'];

const source = (file: string) => readFileSync(join(root, file), 'utf8');

/** The import rules' findings on an existing file with `line` planted at its end. */
async function withPlanted(file: string, line = '') {
  const [result] = await eslint.lintText(`${source(file)}\n${line}\n`, { filePath: join(root, file) });
  return result!.messages
    .filter(({ ruleId }) => ruleId !== null && importRules.includes(ruleId))
    .map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

describe('the import rules of content/ and lib/', () => {
  it('pass the files as they are', async () => {
    expect(await withPlanted('content/schema/values.ts')).toEqual([]);
    expect(await withPlanted('content/trainings.ts')).toEqual([]);
    expect(await withPlanted('lib/dates.ts')).toEqual([]);
  });

  it.each([
    ['content/schema/values.ts', "import { formatLongDate } from '../../lib/dates';"],
    ['content/schema/values.ts', "import { formatLongDate } from '@/lib/dates';"],
    ['content/schema/values.ts', "import type { SiteEvent } from '@/lib/events';"],
    ['content/trainings.ts', "import { formatLongDate } from '../lib/dates';"],
    ['content/trainings.ts', "export { formatLongDate } from '@/lib/dates';"],
  ])('refuse a content file importing lib/: %s, %s', async (file, line) => {
    expect(await withPlanted(file, line)).toContainEqual({
      rule: 'no-restricted-imports',
      message: expect.stringContaining('content/ imports nothing from lib/'),
    });
  });

  it('refuse a lib/ module importing another folder with ../, and take @/ and ./', async () => {
    expect(await withPlanted('lib/dates.ts', "import { site } from '../content/site';")).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('through @/') },
    ]);
    expect(
      await withPlanted('lib/dates.ts', "import { site } from '@/content/site';\nimport { isOver } from './today';"),
    ).toEqual([]);
  });

  describe('refuse an import loop', () => {
    // The loop rule reads the files on disk: the loops are planted in a scratch project beside the
    // repository's packages, never in the repository itself, which other checks may be reading.
    let scratch: string;
    beforeAll(() => {
      scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
      symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
      writeFileSync(join(scratch, 'tsconfig.json'), source('tsconfig.json'));
      // The TypeScript resolver reads the `@/` paths of the tsconfig.json in the working directory.
      process.chdir(scratch);
    });
    afterAll(() => {
      process.chdir(root);
      rmSync(scratch, { recursive: true, force: true });
    });

    async function loopFindings(files: Record<string, string>, linted: string) {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(scratch, file)), { recursive: true });
        writeFileSync(join(scratch, file), text);
      }
      const scratchLint = new ESLint({ cwd: scratch, overrideConfigFile: true, overrideConfig: config });
      const [result] = await scratchLint.lintFiles([join(scratch, linted)]);
      return result!.messages.filter(({ ruleId }) => ruleId === 'import/no-cycle');
    }

    it('in lib/, through @/ and ./ imports', async () => {
      const found = await loopFindings(
        {
          'lib/first.ts': "import { second } from '@/lib/second';\nexport const first = () => second;\n",
          'lib/second.ts': "import { first } from './first';\nexport const second = () => first;\n",
        },
        'lib/first.ts',
      );
      expect(found).toEqual([expect.objectContaining({ message: expect.stringMatching(/cycle/i) })]);
    });

    it('through content/schema', async () => {
      const found = await loopFindings(
        {
          'content/schema/rules-a.ts': "import { b } from './rules-b';\nexport const a = () => b;\n",
          'content/schema/rules-b.ts': "import { a } from './rules-a';\nexport const b = () => a;\n",
        },
        'content/schema/rules-a.ts',
      );
      expect(found).toHaveLength(1);
    });

    it('and none where imports go one way', async () => {
      const found = await loopFindings(
        {
          'lib/one-way-a.ts': "import { b } from './one-way-b';\nexport const a = () => b;\n",
          'lib/one-way-b.ts': 'export const b = 1;\n',
        },
        'lib/one-way-a.ts',
      );
      expect(found).toEqual([]);
    });
  });
});
