/**
 * A content-addressed store of encoded files: an entry is named by the hash of everything that decides
 * its bytes, so an unchanged photo is copied from here instead of being encoded again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export class FileCache {
  constructor(private readonly dir: string) {}

  /** The files of a complete entry by name, or undefined when the entry was never finished. */
  read(key: string): Map<string, Buffer> | undefined {
    const entry = join(this.dir, key.slice(0, 2), key);
    if (!existsSync(join(entry, '.complete'))) return undefined;
    const files = new Map<string, Buffer>();
    for (const name of readdirSync(entry)) if (name !== '.complete') files.set(name, readFileSync(join(entry, name)));
    return files;
  }

  /** Stores an entry whole: written aside and renamed, so a build stopped halfway leaves no half entry. */
  write(key: string, files: Map<string, Buffer>): void {
    const entry = join(this.dir, key.slice(0, 2), key);
    const temp = `${entry}.${process.pid}.tmp`;
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp, { recursive: true });
    for (const [name, data] of files) writeFileSync(join(temp, name), data);
    writeFileSync(join(temp, '.complete'), '');
    rmSync(entry, { recursive: true, force: true });
    try {
      renameSync(temp, entry);
    } catch {
      // Another build stored the same entry meanwhile: its bytes are the same.
      rmSync(temp, { recursive: true, force: true });
    }
  }
}
