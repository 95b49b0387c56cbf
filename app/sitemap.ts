import type { MetadataRoute } from 'next';
import { newsletterIssues } from '@/content/newsletter';
import { itemPages, newsletterIssueHref } from '@/lib/media-pages';
import { allRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

// A static export needs the sitemap rendered at build time.
export const dynamic = 'force-static';

function publishedOn(): Map<string, string> {
  return new Map([
    ...itemPages().map((item) => [item.path, item.date] as const),
    ...newsletterIssues.map((issue, index) => [newsletterIssueHref(index), issue.date] as const),
  ]);
}

/** Every page of the site, from the same route list the benchmark and the end-to-end tour use. */
export default function sitemap(): MetadataRoute.Sitemap {
  const dates = publishedOn();
  return allRoutes().map((route) => {
    const lastModified = dates.get(route.path);
    return {
      url: absoluteUrl(route.path),
      ...(lastModified ? { lastModified } : {}),
      changeFrequency: 'monthly',
      priority: route.priority,
    };
  });
}
