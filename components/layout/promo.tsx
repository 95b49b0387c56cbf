import { conferencePromo, site } from '@/content/site';
import { formatPlainRange } from '@/lib/dates';
import { imageInfo } from '@/lib/images';
import { PromoDialog } from './promo-dialog';

export function ConferencePromo() {
  return (
    <PromoDialog
      title={conferencePromo.title}
      when={`${formatPlainRange(conferencePromo.days)} · ${conferencePromo.venue}`}
      poster={{ ...conferencePromo.poster, info: imageInfo(conferencePromo.poster.src) }}
      link={{ href: site.external.conference, label: 'Visit the conference site' }}
      delayMs={conferencePromo.delayMs}
      storageKey={conferencePromo.storageKey}
      lastDay={conferencePromo.days.end}
    />
  );
}
