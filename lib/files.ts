import { statSync } from 'node:fs';
import { join } from 'node:path';
import { formatBytes } from './format';

/**
 * Size of a file under public/, measured at build time (server components only). A missing file
 * fails the build, so no page can link a document that does not exist.
 */
export function publicFileBytes(publicPath: string): number {
  const file = join(process.cwd(), 'public', publicPath);
  try {
    return statSync(file).size;
  } catch {
    throw new Error(`Linked file is missing: public${publicPath}`);
  }
}

export function publicFileSize(publicPath: string): string {
  return formatBytes(publicFileBytes(publicPath));
}
