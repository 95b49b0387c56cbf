/**
 * Measures in out/ what the policy must allow: each page's inline hashes, the styles a bundled library
 * injects at run time, and the cache kind of each top-level folder (for hosts that cache by prefix).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '@/scripts/lib/list-files';
import {
  cacheKindFor,
  hashSource,
  immutablePrefixes,
  type CacheKind,
  type PolicyInputs,
} from '@/scripts/lib/security-headers';
import { pagePolicyInputs } from './inline-hashes';

export interface PagePolicy {
  /** The HTML file, relative to out/ with forward slashes ("about/background.html"). */
  file: string;
  /** The clean URL it is served at ("/about/background", "/" for index.html). */
  path: string;
  inputs: PolicyInputs;
}

export interface SitePolicy {
  pages: PagePolicy[];
  /** Hashes of styles injected by bundled code, allowed on every page. */
  runtimeStyleHashes: string[];
  /** Top-level folders of out/ whose files all share one cache kind ("/images/" -> image). */
  folders: { prefix: string; kind: CacheKind }[];
}

export { listFiles };

/**
 * Styles a library writes into a `<style>` from script: sonner (the toasts) inserts an empty element,
 * then its stylesheet, so both need a hash. Allowed only when the bundle in out/ contains it.
 */
export function runtimeStyleHashes(outDir: string, files: string[]): string[] {
  const scripts = files.filter((file) => file.startsWith('_next/static/') && /\.m?js$/.test(file));
  const bundle = scripts.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
  if (!bundle.includes('[data-sonner-toaster]')) return [];
  // The package entry (dist/index.js) injects the same stylesheet as its ES module build.
  const literal = readFileSync(require.resolve('sonner'), 'utf8').match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/);
  if (!literal?.[1]) throw new Error('sonner: its injected stylesheet was not found; update runtimeStyleHashes');
  return [hashSource(''), hashSource(JSON.parse(literal[1]) as string)].sort();
}

function folderKinds(files: string[]): SitePolicy['folders'] {
  const kinds = new Map<string, Set<CacheKind>>();
  for (const file of files.filter((name) => name.includes('/'))) {
    const prefix = `/${file.slice(0, file.indexOf('/') + 1)}`;
    kinds.set(prefix, (kinds.get(prefix) ?? new Set()).add(cacheKindFor(`/${file}`)));
  }
  const folders: SitePolicy['folders'] = [{ prefix: immutablePrefixes[0], kind: 'immutable' }];
  for (const [prefix, [kind = 'revalidate', ...others]] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    if (prefix !== '/_next/' && others.length === 0 && kind !== 'revalidate') folders.push({ prefix, kind });
  }
  return folders;
}

export function readSitePolicy(outDir: string): SitePolicy {
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`${outDir} holds no exported site (index.html is missing)`);
  const files = listFiles(outDir);
  const runtime = runtimeStyleHashes(outDir, files);
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      file,
      path: file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`,
      inputs: pagePolicyInputs(readFileSync(join(outDir, file), 'utf8'), runtime),
    }));
  return { pages, runtimeStyleHashes: runtime, folders: folderKinds(files) };
}
