import { conferencePromo, site } from '@/content/site';
import { Picture } from '@/components/ui/picture';
import { ButtonLink } from '@/components/ui/button';
import { UnlessSavingData } from '@/components/data-saving/unless-saving-data';
import { PromoDialog } from './promo-dialog';

/** The conference promotion shown on every page (SPEC 2, Shared layout). */
export function ConferencePromo() {
  return (
    <PromoDialog
      title={conferencePromo.title}
      delayMs={conferencePromo.delayMs}
      storageKey={conferencePromo.storageKey}
      lastDay={conferencePromo.days.end}
    >
      {/* Data saving: the dialog opens with its text and link, without the poster. */}
      <UnlessSavingData>
        <Picture
          {...conferencePromo.poster}
          sizes="(min-width: 640px) 24rem, 86vw"
          className="h-auto w-full rounded-lg"
        />
      </UnlessSavingData>
      <p className="mt-3 text-sm text-ink-muted">
        {conferencePromo.dates} · {conferencePromo.venue}
      </p>
      <ButtonLink href={site.external.conference} external className="mt-4 w-full">
        Visit the conference site
      </ButtonLink>
    </PromoDialog>
  );
}
