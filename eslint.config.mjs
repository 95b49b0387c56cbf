import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'clsx', message: 'Join classes with cn from lib/cn.ts.' },
            { name: 'tailwind-merge', message: 'Join classes with cn from lib/cn.ts: it merges nothing.' },
          ],
        },
      ],
    },
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
