'use client';

import { useEffect, useRef } from 'react';
import type { ImageInfo } from '@/lib/images';
import { imageVariantUrl } from '@/lib/image-url';
import type { ImageRef } from '@/content/schema';

/**
 * The promo dialog's poster, drawn on a canvas instead of shown as an <img>. The dialog opens 4 s
 * after load, and Largest Contentful Paint keeps updating until the visitor's first input: as an
 * image, the poster became the (poor) LCP of nearly every page. What a canvas shows is not
 * contentful to the browser. To assistive technology it is an image with the poster's description.
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
