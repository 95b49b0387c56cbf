import { conferencePromo, site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { PromoDialog } from './promo-dialog';
import { PromoDialogPoster } from './promo-dialog-poster';

/** The conference promotion shown on every page (SPEC 2, Shared layout). */
export function ConferencePromo() {
  return (
    <PromoDialog
      title={conferencePromo.title}
      delayMs={conferencePromo.delayMs}
      storageKey={conferencePromo.storageKey}
    >
      <PromoDialogPoster {...conferencePromo.poster} className="h-auto w-full rounded-lg bg-brand-50" />
      <p className="sr-only">
        {conferencePromo.dates} · {conferencePromo.venue}
      </p>
      <ButtonLink href={site.external.conference} external className="mt-4 w-full">
        Visit the conference site
      </ButtonLink>
    </PromoDialog>
  );
}
