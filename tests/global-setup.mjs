import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Writes the image manifest (without encoding any photo) and the documents' facts before the unit
 * tests, so that modules reading them work on a fresh checkout, before any build; a missing or too
 * small photo fails here with the same message as the build.
 */
export default function globalSetup() {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  execFileSync(process.execPath, [tsx, 'scripts/images/build.ts', '--manifest-only'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/documents/facts.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}
