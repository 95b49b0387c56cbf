import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

// A static export needs robots.txt rendered at build time.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
