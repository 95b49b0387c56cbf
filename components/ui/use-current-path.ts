'use client';

import { useContext } from 'react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';

/**
 * The path of the page being rendered: at its path in the exported HTML, and in the browser.
 *
 * It reads the context Next.js's router provides, which is what `usePathname` returns on a static
 * export. `next/navigation` would add about 8 KB of compressed JavaScript to every route (redirects,
 * search params and the prerender checks come with it) for this one value; every link of the site is
 * a plain page load, so nothing else of that module is used in the browser.
 */
export function useCurrentPath(): string {
  return useContext(PathnameContext) ?? '/';
}
