/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Images are pre-generated in AVIF/WebP by scripts/generate-images.ts and served by <Picture>.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
