'use client';

import { useEffect, useState } from 'react';
import { cardClasses } from '@/components/ui/card';
import { cacheNames, pageTitle, savedPages, type SavedPage } from '@/lib/offline';

interface SavedPagesProps {
  /** The pages saved with the worker, shown until the device's own list is read. */
  initial: SavedPage[];
  /** The site's title suffix (" | EIK"), left out of each page's name. */
  titleSuffix: string;
  /** The home page's name in the list ("Home"). */
  homeLabel: string;
}

/** Pages of this site held by the offline worker, read from the browser's caches. */
async function readSavedPages(titleSuffix: string): Promise<SavedPage[]> {
  const names = (await caches.keys()).filter((name) => name === cacheNames.pages || name.includes('precache'));
  const entries: { url: string; title?: string }[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response?.headers.get('Content-Type')?.includes('text/html')) continue;
      entries.push({ url: request.url, title: pageTitle(await response.text(), titleSuffix) });
    }
  }
  return savedPages(entries, location.origin);
}

/**
 * The list of pages this device can open offline. Plain links: a full page load, which the worker
 * answers from its saved copy, rather than a client navigation that would need the network.
 */
export function SavedPages({ initial, titleSuffix, homeLabel }: SavedPagesProps) {
  const [pages, setPages] = useState(initial);

  useEffect(() => {
    if (!('caches' in window)) return;
    let active = true;
    readSavedPages(titleSuffix)
      .then((found) => active && found.length > 0 && setPages(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [titleSuffix]);

  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {pages.map((page) => (
        <li key={page.path}>
          <a
            href={page.path}
            className={cardClasses(
              { flush: true },
              'flex min-h-11 items-center px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50',
            )}
          >
            {/* The home page by its crumb's name, not its long title (the site's name and tagline). */}
            {page.path === '/' ? homeLabel : page.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
