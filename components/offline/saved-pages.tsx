'use client';

import { useEffect, useState } from 'react';
import { cardClasses } from '@/components/ui/card';
import { cacheNames, pageTitle, savedPages, type SavedPage } from '@/lib/offline';

interface SavedPagesProps {
  /** Shown until the device's own list is read. */
  initial: SavedPage[];
  /** The site's title suffix (" | EIK"), left out of each page's name. */
  titleSuffix: string;
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

/** The pages this device can open offline, as plain links: a full page load, which the worker answers. */
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
            {page.path === '/' ? homeLabel : page.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
