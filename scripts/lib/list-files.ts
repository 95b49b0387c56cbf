import { lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/** Every file under `root`, relative to it with forward slashes, sorted. */
export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => lstatSync(join(root, file)).isFile())
    .map((file) => file.split(sep).join('/'))
    .sort();
}

export function writeFileWithFolders(file: string, data: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}
