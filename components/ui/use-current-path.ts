'use client';

import { useContext } from 'react';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';

/**
 * The path of the page being rendered, in the exported HTML and in the browser: the router's context,
 * which `usePathname` returns on a static export, without the 8 KB of compressed JavaScript
 * `next/navigation` would add to every route for this one value.
 */
export function useCurrentPath(): string {
  return useContext(PathnameContext) ?? '/';
}
