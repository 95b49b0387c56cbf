import { ButtonLink } from '@/components/ui/button';
import { CloseButton } from '@/components/ui/close-button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useSaveData } from '@/components/data-saving/use-save-data';
import type { ImageInfo } from '@/lib/images';
import type { ImageRef } from '@/content/schema';
import { PromoDialogPoster } from './promo-dialog-poster';

export interface PromoContent {
  title: string;
  /** The dates and the place. */
  when: string;
  poster: ImageRef & { info: ImageInfo };
  link: { href: string; label: string };
}

/** The open promo dialog, loaded only when it opens (see PromoDialog). */
export default function PromoDialogBody({
  title,
  when,
  poster,
  link,
  onClosed,
}: PromoContent & { onClosed: () => void }) {
  const { close, dialogProps } = useModalDialog({ open: true, onClose: onClosed });
  const saveData = useSaveData();

  return (
    <dialog
      {...dialogProps}
      aria-labelledby="promo-title"
      className="m-auto max-h-[92dvh] w-[min(24rem,92vw)] overflow-y-auto rounded-card bg-white p-0 shadow-lift backdrop:bg-brand-950/70"
    >
      <div className="relative p-4">
        {/* Over the poster's top right corner, which it keeps clear of words (posterCorner in
            scripts/images/artwork.ts); dark and ringed, it reads on the poster and on plain text. */}
        <CloseButton
          label="Close"
          onClick={close}
          className="absolute top-5 right-5 z-10 bg-brand-950/55 text-white ring-1 ring-white/40 hover:bg-brand-950/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
        {/* The poster carries the title, dates and venue, so as text they are for assistive technology
            only (see PromoDialogPoster); a visitor who saves data gets them as small text instead. */}
        <h2 id="promo-title" className="sr-only">
          {title}
        </h2>
        {saveData ? (
          <p className="min-h-12 pr-14 text-sm text-ink">
            <strong className="block text-brand-900">{title}</strong>
            {when}
          </p>
        ) : (
          <>
            <PromoDialogPoster {...poster} className="h-auto w-full rounded-lg bg-brand-50" />
            <p className="sr-only">{when}</p>
          </>
        )}
        <ButtonLink href={link.href} external className="mt-4 w-full">
          {link.label}
        </ButtonLink>
      </div>
    </dialog>
  );
}
