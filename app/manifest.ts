import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { appBackgroundColor, themeColor } from '@/lib/brand';

// A static export needs the manifest written at build time (out/manifest.webmanifest).
export const dynamic = 'force-static';

const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${name}-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** The web app manifest; the icons are drawn from the logo by scripts/generate-app-icons.ts. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: site.locale.replace('_', '-'),
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: appBackgroundColor,
    icons: [
      icon('icon', 192, 'any'),
      icon('icon', 512, 'any'),
      icon('maskable', 192, 'maskable'),
      icon('maskable', 512, 'maskable'),
    ],
  };
}
