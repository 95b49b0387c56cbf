/** Post-build step: each paged list's filter index (lib/list-index.ts), which its search box fetches, in out/lists/. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { indexedLists, listIndex, listIndexPath } from '@/lib/list-index';
import { formatBytes } from '@/lib/format';
import { writeFileWithFolders } from '@/scripts/lib/list-files';

export function writeListIndexes(outDir = 'out', log: Pick<Console, 'log'> = console): void {
  rmSync(join(outDir, 'lists'), { recursive: true, force: true });
  for (const list of indexedLists) {
    const body = JSON.stringify(listIndex(list));
    writeFileWithFolders(join(outDir, listIndexPath(list)), body);
    log.log(`list index: ${listIndexPath(list)} ${formatBytes(Buffer.byteLength(body))}`);
  }
}

export const listIndexesStep = { name: 'list indexes (search every page of a list)', run: () => writeListIndexes() };
