import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/**
 * Folders whose imports from another folder go through `@/` (`@/content/site`), never `../`; a module
 * of the same folder is `./name`. Add a folder here to hold it to the same rule.
 */
const aliasedFolders = ['app', 'components', 'lib', 'scripts', 'worker'];

/** A `../` import, which the folders above write as `@/...`. */
const parentImport = {
  regex: '^\\.\\./',
  message: 'Import from another folder through @/ (for example @/content/site), as app/ and components/ do.',
};

/** Class names are joined one way, with cn from lib/cn.ts. */
const classJoiners = [
  { name: 'clsx', message: 'Join classes with cn from lib/cn.ts.' },
  { name: 'tailwind-merge', message: 'Join classes with cn from lib/cn.ts: it merges nothing.' },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.recommended,
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/**',
    '.bench/**',
    'coverage/**',
    '.generated/**',
    '.drill/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Images go through the build-time pipeline and <Picture>; next/image cannot optimise a static export.
      '@next/next/no-img-element': 'off',
      // Client leaves read browser-only values (today's date, the URL query, storage) once after hydration,
      // so that the pre-rendered HTML stays the neutral state: a setState in a mount effect is the intent.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // One way to join classes (lib/cn.ts, components/ui/README.md); tailwind-merge serves the checks only.
    ignores: ['lib/cn.ts', 'tests/support/class-conflicts.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classJoiners }] },
  },
  {
    files: aliasedFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ignores: ['lib/cn.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classJoiners, patterns: [parentImport] }] },
  },
  {
    // Content is data and the schema that checks it: it loads nothing of the site's code, so the schema
    // can check content without loading it. Rules it shares with lib/ live in content/schema/values.ts.
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classJoiners,
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)lib(/|$)',
              message:
                'content/ imports nothing from lib/: a rule the schema shares with lib/ goes in content/schema/values.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A loop of imports makes a reader follow a circle and a module load half-made. The rule skips
    // `import type`; tests/lint/import-graph.test.ts follows those too.
    files: ['content/**/*.ts', 'lib/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests render plain links as the markup under test; since app/[...path] answers any address,
    // the rule would take each for a page link.
    files: ['tests/**/*.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback; they are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
