import { useId } from 'react';
import type { NewsItem, NewsKind } from '@/lib/news';
import { formatLongDate } from '@/lib/dates';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Picture, accentRule, cardPhoto } from '@/components/ui/picture';
import { SmartLink } from '@/components/ui/smart-link';
import { PaperMini, type DocumentSeries } from '@/components/ui/paper-page';
import { cn } from '@/lib/cn';

/** Each kind's badge, the series whose ground its drawn cover has, and the rule atop a card without a photo. */
const kinds: Record<NewsKind, { tone: BadgeTone; series: DocumentSeries; accent: string }> = {
  'Blog post': { tone: 'green', series: 'post', accent: 'before:bg-brand-600' },
  'Press statement': { tone: 'orange', series: 'press', accent: 'before:bg-earth-500' },
  'Monthly bulletin': { tone: 'blue', series: 'bulletin', accent: 'before:bg-sky-600' },
  Newsletter: { tone: 'gray', series: 'newsletter', accent: 'before:bg-brand-900' },
};

/**
 * The newest items of every kind, as cards: a picture, kind, date, the title linking to the item,
 * and its summary. Out of the search index: every item has its own page, which the search finds.
 * `priority`: the first card's photo is in view on arrival (the page's largest paint).
 * `byCategory`: a list of posts only (a post's "more from the blog") badges each with its category.
 */
export function NewsList({
  items,
  priority = false,
  byCategory = false,
}: {
  items: readonly NewsItem[];
  priority?: boolean;
  byCategory?: boolean;
}) {
  const firstPhoto = items.findIndex((item) => cardPhoto(item.image));
  // Each card is named by its title, so a screen reader's list of articles tells them apart.
  const titleId = useId();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-pagefind-ignore>
      {items.map((item, index) => {
        const photo = cardPhoto(item.image);
        const { tone, series, accent } = kinds[item.kind];
        return (
          <li key={item.href}>
            {/* A photograph: a thumbnail beside the text on a phone, the card's top from 640 px. A
                document: its small cover beside the text at every width. A post whose picture is a
                drawn stand-in: its words alone. The last two open on a rule in their kind's colour,
                so that a row's titles start on one line. */}
            <Card
              as="article"
              aria-labelledby={`${titleId}-${index}`}
              flush
              className={cn(
                'flex h-full gap-4 p-4',
                photo ? 'sm:flex-col sm:gap-0 sm:p-0' : [accentRule, accent, 'overflow-hidden sm:p-6'],
              )}
            >
              {photo ? (
                <div className="size-[4.5rem] shrink-0 overflow-hidden rounded-lg sm:aspect-[16/9] sm:size-auto sm:w-full sm:rounded-none sm:rounded-t-card">
                  <Picture
                    {...photo}
                    priority={priority && index === firstPhoto && index < 3}
                    sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 4.5rem"
                    className="size-full object-cover"
                  />
                </div>
              ) : item.kind === 'Blog post' ? null : (
                <PaperMini date={item.date} title={item.title} series={series} className="w-[4.5rem] sm:w-20" />
              )}
              <div className={cn('flex min-w-0 flex-1 flex-col', photo && 'sm:p-6')}>
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  <Badge tone={tone}>{(byCategory && item.category) || item.kind}</Badge>
                  <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                </p>
                <h3 id={`${titleId}-${index}`} className="mt-2 text-base font-bold text-brand-900 sm:mt-3 sm:text-lg">
                  <SmartLink href={item.href} className="underline-offset-4 hover:underline">
                    {item.title}
                  </SmartLink>
                </h3>
                <p className="mt-2 line-clamp-3 text-base text-ink-muted sm:text-sm">{item.summary}</p>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
