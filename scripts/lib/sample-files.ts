/**
 * Sample documents are written only where no editor's file stands. The generator records the
 * SHA-256 of every file it writes in scripts/documents/samples.json; a file whose bytes match its
 * record is still the sample and may be written again, a file that does not (the institute's real
 * PDF, put in its place by an editor) is kept untouched, and a missing file is written.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type SampleRecord = Record<string, string>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface SampleStore {
  /** Writes `bytes` at the public path unless an editor's file is there; says which it did. */
  write(publicPath: string, bytes: Uint8Array): 'written' | 'unchanged' | 'kept';
  /** The public paths kept because an editor's file stands there, in the order met. */
  kept: string[];
  /** Saves the record of what was written. */
  save(): void;
}

export function sampleStore(publicDir: string, recordFile: string): SampleStore {
  const record: SampleRecord = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as SampleRecord)
    : {};
  const kept: string[] = [];
  return {
    kept,
    write(publicPath, bytes) {
      const file = join(publicDir, publicPath);
      const hash = sha256(bytes);
      if (existsSync(file)) {
        const current = sha256(readFileSync(file));
        if (current === hash) {
          record[publicPath] = hash;
          return 'unchanged';
        }
        if (record[publicPath] !== current) {
          kept.push(publicPath);
          return 'kept';
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      record[publicPath] = hash;
      return 'written';
    },
    save() {
      const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(recordFile, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}

const root = join(__dirname, '..', '..');
/** The store the generators share: files under public/, the record beside the generators. */
export const samples = sampleStore(join(root, 'public'), join(root, 'scripts', 'documents', 'samples.json'));
