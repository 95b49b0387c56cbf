import type { Partner } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { PartnerMarquee, type MarqueeLabels } from './partner-marquee';

/** A partner's logo, else its name under its short name; `copy` is the second, decorative run of a row. */
function PartnerTile({ partner, copy }: { partner: Partner; copy: boolean }) {
  if (partner.logo) {
    return (
      <Picture
        src={partner.logo}
        alt={copy ? '' : partner.name}
        sizes="224px"
        className="max-h-full w-full object-contain"
      />
    );
  }
  return (
    <span className="flex flex-col items-center gap-1 text-center max-sm:items-start max-sm:text-left">
      {partner.short ? (
        <span className="text-xl leading-none font-bold tracking-wide text-brand-700 max-sm:hidden">
          {partner.short}
        </span>
      ) : null}
      <span
        className={cn(
          partner.short ? 'text-sm font-medium text-ink-muted' : 'text-base font-semibold text-brand-900',
          'max-sm:text-sm max-sm:leading-snug max-sm:font-semibold max-sm:text-brand-900',
        )}
      >
        {partner.name}
      </span>
    </span>
  );
}

/**
 * Rows of partners scrolling by CSS, every other one the other way, each written twice so the scroll
 * loops. Where they stand still (the `still` variant) they wrap into a grid and the second run is dropped.
 */
export function PartnersSection({
  rows,
  heading,
  labels,
}: {
  rows: Partner[][];
  heading: { eyebrow?: string; title?: string; intro?: string };
  labels: MarqueeLabels;
}) {
  return (
    <Section id="partners" tone="tint" {...heading}>
      <PartnerMarquee labels={labels}>
        <div className="space-y-4">
          {rows.map((row, rowIndex) => (
            <div
              key={rowIndex}
              className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] still:[mask-image:none]"
            >
              <ul
                className="marquee-track flex w-max gap-4 max-sm:gap-x-4 max-sm:gap-y-0 print:grid-cols-3 still:grid still:w-auto still:grid-cols-2 sm:still:grid-cols-3 lg:still:grid-cols-6"
                data-direction={rowIndex % 2 === 1 ? 'reverse' : 'forward'}
                style={{ ['--marquee-duration' as string]: `${36 + rowIndex * 6}s` }}
              >
                {[...row, ...row].map((partner, index) => {
                  const copy = index >= row.length;
                  return (
                    <li
                      key={`${partner.name}-${index}`}
                      aria-hidden={copy ? true : undefined}
                      className={cn(
                        // On a phone a partner is a line of a two-column list, not a tile: nineteen tiles ran 1,500 px.
                        'flex min-h-24 w-48 shrink-0 items-center justify-center rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-brand-900/5 sm:w-56 still:w-auto sm:still:w-auto',
                        'max-sm:min-h-0 max-sm:justify-start max-sm:rounded-none max-sm:border-b max-sm:border-brand-900/10 max-sm:bg-transparent max-sm:px-0 max-sm:py-2 max-sm:shadow-none max-sm:ring-0',
                        copy && 'still:hidden',
                      )}
                    >
                      <PartnerTile partner={partner} copy={copy} />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </PartnerMarquee>
    </Section>
  );
}
