import { Clock, MapPin, Phone } from 'lucide';
import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Svg } from '@/components/ui/svg';

function Line({ icon, children }: { icon: IconNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Svg node={icon} className="size-5" />
      </span>
      <span className="self-center">{children}</span>
    </li>
  );
}

/**
 * Where the office is and when it is open, with directions and a call, beside a drawn map of the
 * neighbourhood from 768 px: contour lines and a pin, a sign of place, not a map to read (the
 * directions open a real one).
 */
export function VisitCard({ words }: { words: { directions: string; call: string } }) {
  const { address, hours, phone, phoneHref } = site.contacts;
  return (
    <Card flush className="grid overflow-hidden md:grid-cols-[3fr_2fr]">
      <div className="p-6 sm:p-10">
        <address className="not-italic">
          <ul className="space-y-4 text-ink">
            <Line icon={MapPin}>
              <span className="block font-semibold text-brand-900">{site.name}</span>
              <span className="block text-ink-muted">
                {address.street}, {address.poBox}, {address.city}, {address.country}
              </span>
            </Line>
            <Line icon={Clock}>{hours}</Line>
            <Line icon={Phone}>{phone}</Line>
          </ul>
        </address>
        <p className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={address.map} variant="primary">
            <Svg node={MapPin} className="size-4" />
            {words.directions}
          </ButtonLink>
          <ButtonLink href={phoneHref} variant="outline">
            <Svg node={Phone} className="size-4" />
            {words.call}
          </ButtonLink>
        </p>
      </div>
      <div aria-hidden="true" className="band-contours relative hidden bg-brand-800 md:block">
        <span className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-full flex-col items-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-earth-300 text-brand-950 shadow-lift">
            <Svg node={MapPin} className="size-7" />
          </span>
          <span className="mt-3 rounded-pill bg-white/10 px-4 py-1 text-sm font-semibold text-white backdrop-blur">
            {address.city}
          </span>
        </span>
      </div>
    </Card>
  );
}
