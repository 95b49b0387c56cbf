import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Copies the repository's tracked files (edits included) into a new `{repo}/{folder}/{prefix}XXXXXX`,
 * without the lockfile and with node_modules linked: Next's bundler refuses a copy outside the
 * repository, whose node_modules would point outside it.
 */
export function copyRepository(repo: string, folder: string, prefix: string): string {
  mkdirSync(join(repo, folder), { recursive: true });
  const root = mkdtempSync(join(repo, folder, prefix));
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (file === 'package-lock.json' || !existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}
