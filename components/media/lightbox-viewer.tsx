'use client';

import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { CloseButton } from '@/components/ui/close-button';
import { Svg } from '@/components/ui/svg';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { LightboxPhoto } from './lightbox';

/** Swipes shorter than this (px) are taps, not navigation. */
const swipeThreshold = 50;

const arrowSteps: Partial<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The photo viewer of a LightboxGallery, in a chunk of its own: a native modal <dialog> (focus stays
 * inside, Escape closes); arrow keys and swipes move between photos. `shown` null: closed.
 */
export interface ViewerProps {
  photos: LightboxPhoto[];
  label: string;
  shown: { index: number; thumb?: string } | null;
  onStep: (delta: number) => void;
  onClosed: () => void;
}

export default function LightboxViewer({ photos, label, shown, onStep, onClosed }: ViewerProps) {
  const touchStart = useRef<number | null>(null);
  const index = shown?.index ?? null;
  const { close, dialogProps } = useModalDialog({ open: index !== null, onClose: onClosed });

  function onKeyDown(event: KeyboardEvent) {
    const delta = arrowSteps[event.key];
    if (!delta) return;
    event.preventDefault();
    onStep(delta);
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) >= swipeThreshold) onStep(distance < 0 ? 1 : -1);
  }

  const photo = index === null ? null : photos[index];
  const thumb = shown?.thumb;

  return (
    <dialog
      {...dialogProps}
      aria-label={label}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-neutral-950 p-0 backdrop:bg-neutral-950"
    >
      {/* The whole screen, opaque: nothing of the page's header shows through. A click beside the
          photo reaches the dialog itself, which closes it. */}
      {photo && index !== null ? (
        <div className="pointer-events-none mx-auto flex h-full w-full max-w-6xl flex-col items-center gap-3 p-3 *:pointer-events-auto sm:p-6">
          <div className="flex w-full items-center justify-between gap-3 text-white">
            <p aria-live="polite" className="text-sm font-semibold">
              Image {index + 1} of {photos.length}
            </p>
            <CloseButton label="Close image viewer" onClick={close} className={roundButton} />
          </div>
          <figure className="pointer-events-none! flex min-h-0 w-full flex-1 flex-col items-center justify-center *:pointer-events-auto">
            {/* Sized before anything loads, so the grid's picture and the large one fill the same box. */}
            <div
              className="relative max-w-full overflow-hidden rounded-lg bg-white/5"
              style={{
                aspectRatio: `${photo.width} / ${photo.height}`,
                width: `min(100%, calc((100dvh - 13rem) * ${(photo.width / photo.height).toFixed(4)}))`,
              }}
            >
              {thumb ? (
                <img key={thumb} src={thumb} alt="" className="absolute inset-0 size-full object-contain" />
              ) : null}
              <img
                key={photo.large}
                src={photo.large}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                decoding="async"
                className="absolute inset-0 size-full object-contain"
              />
            </div>
            <figcaption className="mt-3 max-w-2xl text-center text-sm text-pretty text-white">
              {photo.caption}
            </figcaption>
          </figure>
          <div className="flex items-center gap-4">
            <button type="button" onClick={() => onStep(-1)} className={roundButton}>
              <Svg node={ChevronLeft} className="size-6" />
              <span className="sr-only">Previous image</span>
            </button>
            <button type="button" onClick={() => onStep(1)} className={roundButton}>
              <Svg node={ChevronRight} className="size-6" />
              <span className="sr-only">Next image</span>
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
