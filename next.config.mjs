/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Images are made in AVIF/WebP from content/images by the build's first step (scripts/images/) and served by <Picture>.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
