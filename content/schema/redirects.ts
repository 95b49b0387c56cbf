/**
 * Redirects (content/redirects.ts): an old address answers 301 with the one that replaces it. The
 * build writes them to out/_redirects (Netlify, Cloudflare Pages), serve.json and the nginx config.
 */
import { z } from 'zod';
import { contentFilesInUse } from './context';
import { listOf } from './naming';
import { duplicates, entriesOf, showValue, type ContentRule, type Problem } from './rules';

/**
 * A path inside the site as a visitor types it: `/blogs/old-name`. Only the characters every host
 * reads the same way in a rule, no query, no trailing slash.
 */
export const sitePath = z
  .string()
  .regex(
    /^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/,
    'is not an address inside the site such as /blogs/old-name (a leading /, no trailing /, no ? or #, no spaces; letters, digits, hyphens, dots and underscores)',
  );

export const redirect = z.strictObject({
  /** The old address, which has no page any more. */
  from: sitePath,
  /** The address of the page (or document) that replaces it. */
  to: sitePath,
});
export type Redirect = z.infer<typeof redirect>;

export const redirectsFile = { redirects: listOf(redirect, 'redirect', ['from']) };

/**
 * `from` must have no page or file (a host serves an existing page before any redirect), `to` must
 * be a page or a file, a `from` is listed once, and no redirect leads to another (no chains, no loops).
 * The pages and files are asked of the running check; outside one, only the list itself is checked.
 */
export const redirectsRules: ContentRule = (exports) => {
  const list = entriesOf(exports.redirects);
  const files = contentFilesInUse();
  const fromIndex = new Map<unknown, number>();
  list.forEach((entry, index) => {
    if (!fromIndex.has(entry.from)) fromIndex.set(entry.from, index);
  });
  const isPage = (path: string) => files?.pageExists?.(path) ?? false;
  const isFile = (path: string) => path !== '/' && (files?.fileExists(path) ?? false);
  const problems: Problem[] = [...duplicates('redirects', exports.redirects, 'from')];
  list.forEach((entry, index) => {
    const { from, to } = entry;
    const problem = (field: string, message: string) =>
      problems.push({ exportName: 'redirects', index, field, message });
    if (typeof from !== 'string' || typeof to !== 'string' || !sitePath.safeParse(from).success) return;
    if (!sitePath.safeParse(to).success) return;
    if (from === to) return problem('to', `${showValue(to)} is the address it redirects from: the address would loop`);
    const [shadowing, kind] = isPage(from) ? ['a page of the site', 'page'] : ['a file under public/', 'file'];
    if (isPage(from) || isFile(from))
      problem(
        'from',
        `${showValue(from)} is ${shadowing}: a redirect from it would never be used; delete this redirect, or remove the ${kind} first`,
      );
    const next = fromIndex.get(to);
    if (next !== undefined) {
      const target = list[next]?.to;
      return problem(
        'to',
        `${showValue(to)} is itself redirected (by redirect ${next + 1}${typeof target === 'string' ? `, to ${showValue(target)}` : ''}): ${
          typeof target === 'string' && target !== from
            ? `write to: ${showValue(target)}`
            : 'the two redirects loop; point this one at a page'
        }`,
      );
    }
    if (files?.pageExists && !isPage(to) && !isFile(to))
      problem(
        'to',
        `${showValue(to)} is not a page of the site or a file under public/ (write the address of the page that replaces ${showValue(from)})`,
      );
  });
  return problems;
};
