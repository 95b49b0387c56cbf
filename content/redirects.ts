import type { Redirect } from './schema';

/**
 * Old addresses that answer with a newer one (301, "moved permanently"): when you remove or rename a
 * post, a press statement or a page, add its old address here, so links to it elsewhere keep working.
 * `from` is the old address (it must no longer be a page), `to` the page that replaces it. See
 * EDITING.md, "Removing or renaming an item".
 */
export const redirects = [
  { from: '/blog', to: '/blogs' },
  { from: '/resources/vacancies', to: '/resources/vacancy' },
] satisfies Redirect[];
