/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleStore } from '../../scripts/lib/sample-files';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sample documents never overwrite an editor’s file', () => {
  let dir: string;
  let record: string;
  const path = '/documents/charter.pdf';
  const onDisk = () => readFileSync(join(dir, 'public', path), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'samples-'));
    record = join(dir, 'samples.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a missing file and records it', () => {
    const store = sampleStore(join(dir, 'public'), record);
    expect(store.write(path, bytes('sample one'))).toBe('written');
    store.save();
    expect(onDisk()).toBe('sample one');
    expect(Object.keys(JSON.parse(readFileSync(record, 'utf8')))).toEqual([path]);
  });

  it('rewrites its own sample when the content changes', () => {
    const first = sampleStore(join(dir, 'public'), record);
    first.write(path, bytes('sample one'));
    first.save();
    const second = sampleStore(join(dir, 'public'), record);
    expect(second.write(path, bytes('sample two'))).toBe('written');
    expect(onDisk()).toBe('sample two');
    expect(second.kept).toEqual([]);
  });

  it('keeps a file an editor put in the sample’s place, and says so', () => {
    const first = sampleStore(join(dir, 'public'), record);
    first.write(path, bytes('sample one'));
    first.save();
    writeFileSync(join(dir, 'public', path), 'the institute’s real charter');
    const second = sampleStore(join(dir, 'public'), record);
    expect(second.write(path, bytes('sample two'))).toBe('kept');
    expect(onDisk()).toBe('the institute’s real charter');
    expect(second.kept).toEqual([path]);
  });

  it('keeps a file that was never a sample', () => {
    mkdirSync(join(dir, 'public', 'documents'), { recursive: true });
    writeFileSync(join(dir, 'public', path), 'real');
    const store = sampleStore(join(dir, 'public'), record);
    expect(store.write(path, bytes('sample'))).toBe('kept');
    expect(onDisk()).toBe('real');
  });

  it('lists every committed document as a sample the generator wrote', () => {
    const committed = JSON.parse(
      readFileSync(join(__dirname, '../../scripts/documents/samples.json'), 'utf8'),
    ) as Record<string, string>;
    expect(Object.keys(committed).length).toBeGreaterThan(0);
    for (const publicPath of Object.keys(committed)) expect(publicPath).toMatch(/^\/documents\/.+\.(pdf|zip)$/);
  });
});
