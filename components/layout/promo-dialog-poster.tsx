'use client';

import { useEffect, useRef } from 'react';
import type { ImageInfo } from '@/lib/images';
import { imageVariantUrl } from '@/lib/image-url';
import type { ImageRef } from '@/content/schema';

/**
 * The poster drawn on a canvas, not an <img>: LCP keeps updating until the visitor's first input, so as an
 * image the poster, 4 s after load, became the (poor) LCP of nearly every page. A canvas is not contentful.
 */
export function PromoDialogPoster({ src, alt, info, className }: ImageRef & { info: ImageInfo; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // From the server: the image manifest is read at build time only.
  const { width, height, widths, avif, version } = info;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // The smallest variant that fills the canvas at this screen's pixel density.
    const needed = element.getBoundingClientRect().width * window.devicePixelRatio;
    const variant = widths.find((w) => w >= needed) ?? widths[widths.length - 1];
    const formats = avif === false ? (['webp'] as const) : (['avif', 'webp'] as const);
    let cancelled = false;

    const draw = (index: number) => {
      if (index >= formats.length) return;
      const image = new Image();
      image.src = imageVariantUrl(src, version, variant!, formats[index]!);
      image
        .decode()
        .then(() => {
          const context = element.getContext('2d');
          if (cancelled || !context) return;
          context.drawImage(image, 0, 0, element.width, element.height);
        })
        // A browser without AVIF fails to decode it: fall back to WebP.
        .catch(() => !cancelled && draw(index + 1));
    };
    draw(0);
    return () => {
      cancelled = true;
    };
  }, [src, widths, avif, version]);

  return <canvas ref={canvas} width={width} height={height} role="img" aria-label={alt} className={className} />;
}
