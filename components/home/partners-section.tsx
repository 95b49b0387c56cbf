import type { Partner } from '@/content/types';
import { cn } from '@/lib/cn';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { PartnerMarquee } from './partner-marquee';

/** Three rows of partner logos scrolling by CSS; the middle row runs the other way. */
export function PartnersSection({ rows }: { rows: Partner[][] }) {
  return (
    <Section
      id="partners"
      tone="tint"
      eyebrow="Working together"
      title="Our Partners"
      intro="Government agencies, universities, industry and civil society organisations we work with."
    >
      <PartnerMarquee>
        <div className="space-y-4">
          {rows.map((row, rowIndex) => (
            <div
              key={rowIndex}
              className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
            >
              <ul
                className="marquee-track flex w-max gap-4"
                data-direction={rowIndex % 2 === 1 ? 'reverse' : 'forward'}
                style={{ ['--marquee-duration' as string]: `${36 + rowIndex * 6}s` }}
              >
                {[...row, ...row].map((partner, index) => (
                  <li
                    key={`${partner.logo}-${index}`}
                    aria-hidden={index >= row.length ? true : undefined}
                    className={cn('w-40 shrink-0 rounded-xl bg-white p-2 shadow-sm ring-1 ring-brand-900/5 sm:w-48')}
                  >
                    <Picture
                      src={partner.logo}
                      alt={index >= row.length ? '' : partner.name}
                      sizes="192px"
                      className="h-auto w-full"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PartnerMarquee>
    </Section>
  );
}
