import { Calendar, Images } from 'lucide';
import type { Agm } from '@/content/schema';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { agmFacts, agmHref } from '@/lib/agm';
import { fillText } from '@/lib/page-copy';

/** The meetings held before the one a page shows, the newest first, each a card linking to its page. */
export function PastAgms({
  meetings,
  section,
  detail,
  photos,
}: {
  meetings: readonly Agm[];
  section: { eyebrow?: string; title: string; intro?: string };
  /** A meeting's date and place, with its facts' placeholders ({date}, {venue}, {attendees}). */
  detail: string;
  /** What its page holds, with {photoCount}. */
  photos: string;
}) {
  if (meetings.length === 0) return null;
  return (
    <Section id="past-agms" tone="tint" {...section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {meetings.map((meeting) => {
          const facts = agmFacts(meeting);
          const where = `content/pages.ts, page "/agm"`;
          const photo = meeting.photos[0];
          return (
            <Card as="li" flush key={meeting.date} className="relative flex flex-col overflow-hidden">
              {photo ? (
                <div className="aspect-[3/2] overflow-hidden bg-brand-50 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                  <Picture src={photo.src} alt="" sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" />
                </div>
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-brand-900">
                  {/* The whole card is the link's target; the heading's link names it. */}
                  <a
                    href={agmHref(meeting)}
                    className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:ring-2 focus-visible:after:ring-brand-700"
                  >
                    {meeting.title}
                  </a>
                </h3>
                <p className="mt-2 flex items-start gap-2 text-ink-muted">
                  <Svg node={Calendar} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{fillText(detail, facts, where)}</span>
                </p>
                {meeting.photos.length > 0 ? (
                  <p className="mt-1 flex items-start gap-2 text-ink-muted">
                    <Svg node={Images} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    <span>{fillText(photos, facts, where)}</span>
                  </p>
                ) : null}
              </div>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
