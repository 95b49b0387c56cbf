/**
 * The day the HTML is true on (lib/build-date.ts): SITE_BUILD_DATE when set, else today in Nairobi.
 * Fixed here once per build and inlined in the server's and the browser's code alike, so a page
 * hydrates on the same day it was rendered on before the browser re-decides with its own clock.
 */
const siteBuildDate =
  process.env.SITE_BUILD_DATE || new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  env: { SITE_BUILD_DATE: siteBuildDate },
  // Images are made in AVIF/WebP from content/images by the build's first step (scripts/images/) and served by <Picture>.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole repository as its first step, then builds the same files:
  // it sets NEXT_SKIP_TYPECHECK=1 for that build so the check does not run twice. Hosts keep it.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // A throwaway copy (the editor drill's) gains nothing from writing Turbopack's build cache.
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0' },
};

export default nextConfig;
