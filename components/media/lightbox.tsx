'use client';

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ViewerProps } from './lightbox-viewer';
import { cn } from '@/lib/cn';

export interface LightboxPhoto {
  /** Loaded only while the photo is shown. */
  large: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

type Open = (index: number, trigger: HTMLElement) => void;

const LightboxContext = createContext<Open | null>(null);

const loadViewer = () => import('./lightbox-viewer');
// Were the fetch to fail (offline), a photo opens nothing and the page is untouched.
const LightboxViewer = lazy<ComponentType<ViewerProps>>(() => loadViewer().catch(() => ({ default: () => null })));

/**
 * A photo viewer around a grid whose photos are LightboxTriggers; focus returns to the photo that
 * opened it. The viewer's code is fetched when a photo is first touched, tabbed to or clicked.
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
  // The photo shown, and the grid's loaded picture of it, stretched behind the large one while it
  // loads: the viewer never opens on an empty frame.
  const [shown, setShown] = useState<{ index: number; thumb?: string } | null>(null);
  const [wanted, setWanted] = useState(false);
  const index = shown?.index ?? null;
  const trigger = useRef<HTMLElement | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  const show = useCallback((next: number) => {
    const thumb = grid.current?.querySelector<HTMLImageElement>(`[data-photo="${next}"] img`)?.currentSrc;
    setWanted(true);
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

  const prefetch = () => void loadViewer().catch(() => undefined);

  return (
    <LightboxContext.Provider value={open}>
      <div ref={grid} className="contents" onPointerDown={prefetch} onFocus={prefetch}>
        {children}
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <LightboxViewer photos={photos} label={label} shown={shown} onStep={step} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </LightboxContext.Provider>
  );
}

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
