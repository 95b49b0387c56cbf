import { conferencePromo, site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { formatPlainRange } from '@/lib/dates';
import { imageInfo } from '@/lib/images';
import { UnlessSavingData } from '@/components/data-saving/unless-saving-data';
import { PromoDialog } from './promo-dialog';
import { PromoDialogPoster } from './promo-dialog-poster';

/** The conference promotion, part of the shared layout of every page. */
export function ConferencePromo() {
  return (
    <PromoDialog
      title={conferencePromo.title}
      delayMs={conferencePromo.delayMs}
      storageKey={conferencePromo.storageKey}
      lastDay={conferencePromo.days.end}
    >
      {/* The poster carries the title, dates and venue, so as text they are for assistive technology
          only. A visitor who saves data gets no poster and reads them as small text, too small to be
          the page's Largest Contentful Paint. */}
      <UnlessSavingData
        fallback={
          <p className="min-h-12 pr-14 text-sm text-ink">
            <strong className="block text-brand-900">{conferencePromo.title}</strong>
            {formatPlainRange(conferencePromo.days)} · {conferencePromo.venue}
          </p>
        }
      >
        <PromoDialogPoster
          {...conferencePromo.poster}
          info={imageInfo(conferencePromo.poster.src)}
          className="h-auto w-full rounded-lg bg-brand-50"
        />
        <p className="sr-only">
          {formatPlainRange(conferencePromo.days)} · {conferencePromo.venue}
        </p>
      </UnlessSavingData>
      <ButtonLink href={site.external.conference} external className="mt-4 w-full">
        Visit the conference site
      </ButtonLink>
    </PromoDialog>
  );
}
