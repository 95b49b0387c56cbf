'use client';

import { useEffect, useRef } from 'react';
import type { ImageInfo } from '@/lib/images';
import { imageVariantUrl } from '@/lib/image-url';
import type { ImageRef } from '@/content/schema';

/**
 * The promo dialog's poster, drawn on a canvas instead of shown as an <img>.
 *
 * The dialog opens 4 s after load, on top of the page. Largest Contentful Paint counts images
 * (<img>, SVG <image>, video posters, CSS url() backgrounds) and blocks of text, and it keeps
 * updating until the visitor's first tap, scroll or key press: as an image, the poster became the
 * LCP of nearly every page for every visitor who read for four seconds, and a poor one; on a page
 * whose own content is small, even the dialog's title did. What a canvas shows is not contentful
 * to the browser, so the poster, which carries the conference's title, dates and place, never
 * competes with the page's own content, whatever the page and the screen size. The dialog's
 * title and dates stay in the document for assistive technology only (visually hidden, so they
 * paint nothing), and the only text it paints is the one-line call to action. To assistive
 * technology the canvas is an image with the poster's description.
 */
export function PromoDialogPoster({ src, alt, info, className }: ImageRef & { info: ImageInfo; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The variants' sizes come from the server: the image manifest is read at build time only.
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
