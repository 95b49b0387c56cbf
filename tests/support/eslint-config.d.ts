// The project's lint configuration, which tests/lint/import-rules.test.ts lints planted imports with.
declare module '@/eslint.config.mjs' {
  const config: import('eslint').Linter.Config[];
  export default config;
}
