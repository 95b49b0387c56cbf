import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // The image manifest is build output; the tests need it on a fresh checkout too.
  globalSetup: '<rootDir>/tests/global-setup.mjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A form test typing with user-event takes about a second alone; beside the editor drill's build
  // (npm test runs them side by side) the machine is busy, so a test has 15 s, not Jest's 5.
  testTimeout: 15_000,
};

// Packages that ship only ES modules (the feed writer): added to the packages next/jest already
// compiles in node_modules, as `transpilePackages` would, without changing the site's build.
const esmPackages = ['feed'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/') ? pattern.replace('(?!(', `(?!(${esmPackages.join('|')}|`) : pattern,
  );
  return resolved;
}
