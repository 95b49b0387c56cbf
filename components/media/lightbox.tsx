'use client';

import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { CloseButton } from '@/components/ui/close-button';
import { Svg } from '@/components/ui/svg';
import { cn } from '@/lib/cn';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

export interface LightboxPhoto {
  /** URL of the large variant; loaded only while the photo is shown. */
  large: string;
  alt: string;
  /** What the picture shows, written as a caption: the viewer prints it under the picture. */
  caption: string;
  width: number;
  height: number;
}

type Open = (index: number, trigger: HTMLElement) => void;

const LightboxContext = createContext<Open | null>(null);

/** Swipes shorter than this (px) are taps, not navigation. */
const swipeThreshold = 50;

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A photo viewer shared by the gallery and the AGM page: a native modal <dialog> (focus stays
 * inside, Escape closes), arrow keys and swipes move between photos, and focus returns to the
 * photo that opened it. Its children are the grid; each photo in it is a LightboxTrigger.
 */
export function LightboxGallery({
  photos,
  label,
  children,
}: {
  photos: LightboxPhoto[];
  label: string;
  children: ReactNode;
}) {
  // The photo shown, and the picture the grid already shows of it (a small one, loaded), stretched
  // behind the large one while it loads: the viewer never opens on an empty frame. No picture for a
  // grid photo not loaded yet.
  const [shown, setShown] = useState<{ index: number; thumb?: string } | null>(null);
  const index = shown?.index ?? null;
  const trigger = useRef<HTMLElement | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);

  const show = useCallback((next: number) => {
    const thumb = grid.current?.querySelector<HTMLImageElement>(`[data-photo="${next}"] img`)?.currentSrc;
    setShown({ index: next, thumb: thumb || undefined });
  }, []);

  const open = useCallback<Open>(
    (next, element) => {
      trigger.current = element;
      show(next);
    },
    [show],
  );

  function step(delta: number) {
    if (index !== null) show((index + delta + photos.length) % photos.length);
  }

  function onClosed() {
    setShown(null);
    trigger.current?.focus();
  }

  const { close, dialogProps } = useModalDialog({ open: index !== null, onClose: onClosed });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) >= swipeThreshold) step(distance < 0 ? 1 : -1);
  }

  const photo = index === null ? null : photos[index];
  const thumb = shown?.thumb;

  return (
    <LightboxContext.Provider value={open}>
      <div ref={grid} className="contents">
        {children}
      </div>
      <dialog
        {...dialogProps}
        aria-label={label}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
        className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-neutral-950 p-0 backdrop:bg-neutral-950"
      >
        {/* The whole screen, opaque, in the top layer: nothing of the page's header shows through
            or lies under the counter and the close button. A click beside the photo reaches the
            dialog itself, which closes it. */}
        {photo && index !== null ? (
          <div className="pointer-events-none mx-auto flex h-full w-full max-w-6xl flex-col items-center gap-3 p-3 *:pointer-events-auto sm:p-6">
            <div className="flex w-full items-center justify-between gap-3 text-white">
              <p aria-live="polite" className="text-sm font-semibold">
                Image {index + 1} of {photos.length}
              </p>
              <CloseButton label="Close image viewer" onClick={close} className={roundButton} />
            </div>
            <figure className="pointer-events-none! flex min-h-0 w-full flex-1 flex-col items-center justify-center *:pointer-events-auto">
              {/* The photo's box is set by its proportions and the room there is, before anything loads, so
                  the grid's picture and the large one fill the same box: nothing jumps when it arrives. */}
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
              {/* What the picture shows, in words, under it: its caption (the alt text stays on the image). */}
              <figcaption className="mt-3 max-w-2xl text-center text-sm text-pretty text-white">
                {photo.caption}
              </figcaption>
            </figure>
            <div className="flex items-center gap-4">
              <button type="button" onClick={() => step(-1)} className={roundButton}>
                <Svg node={ChevronLeft} className="size-6" />
                <span className="sr-only">Previous image</span>
              </button>
              <button type="button" onClick={() => step(1)} className={roundButton}>
                <Svg node={ChevronRight} className="size-6" />
                <span className="sr-only">Next image</span>
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </LightboxContext.Provider>
  );
}

/** A photo in the grid: a button that opens it in the surrounding LightboxGallery. */
export function LightboxTrigger({
  index,
  className,
  children,
}: {
  index: number;
  className?: string;
  children: ReactNode;
}) {
  const open = useContext(LightboxContext);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-photo={index}
      onClick={(event) => open?.(index, event.currentTarget)}
      className={cn(
        'group block w-full cursor-zoom-in overflow-hidden focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {children}
    </button>
  );
}
