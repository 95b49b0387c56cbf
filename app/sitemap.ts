import type { MetadataRoute } from 'next';
import { allRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

// A static export needs the sitemap rendered at build time.
export const dynamic = 'force-static';

/** Every page of the site, from the same route list the benchmark and the end-to-end tour use. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: 'monthly',
    priority: route.priority,
  }));
}
