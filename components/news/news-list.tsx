import { useId } from 'react';
import type { NewsItem, NewsKind } from '@/lib/news';
import { formatLongDate } from '@/lib/dates';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { SmartLink } from '@/components/ui/smart-link';
import { PaperMini, PaperThumb, type DocumentSeries } from '@/components/ui/paper-page';
import { site } from '@/content/site';

/** Each kind's badge, and the series whose ground its drawn cover has. */
const kinds: Record<NewsKind, { tone: BadgeTone; series: DocumentSeries }> = {
  'Blog post': { tone: 'green', series: 'post' },
  'Press statement': { tone: 'orange', series: 'press' },
  'Monthly bulletin': { tone: 'blue', series: 'bulletin' },
  Newsletter: { tone: 'gray', series: 'newsletter' },
};

/** The card's picture: the item's photo, or the document's cover, as the lists show them. */
function CardImage({ item, priority }: { item: NewsItem; priority: boolean }) {
  if (item.image) {
    // A thumbnail beside the text on a phone; the card's full-width top from 640 px.
    return (
      <div className="size-[4.5rem] shrink-0 overflow-hidden rounded-lg sm:aspect-[16/9] sm:size-auto sm:w-full sm:rounded-none sm:rounded-t-card">
        <Picture
          {...item.image}
          cover={item.category ?? item.kind}
          priority={priority}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 4.5rem"
          className="size-full object-cover"
        />
      </div>
    );
  }
  // A post always has its photo; a document without one shows its cover: small and page-shaped
  // beside the text on a phone, its first page drawn across the card's top from 640 px.
  const { series } = kinds[item.kind];
  return (
    <>
      <PaperMini date={item.date} title={item.title} series={series} className="w-[4.5rem] sm:hidden" />
      <div className="hidden aspect-[16/9] w-full overflow-hidden rounded-t-card sm:block">
        <PaperThumb letterhead={site.name} kicker={item.kind} date={item.date} title={item.title} series={series} />
      </div>
    </>
  );
}

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
  const firstPhoto = items.findIndex((item) => item.image && !item.image.standIn);
  // Each card is named by its title, so a screen reader's list of articles tells them apart.
  const titleId = useId();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-pagefind-ignore>
      {items.map((item, index) => (
        <li key={item.href}>
          <Card
            as="article"
            aria-labelledby={`${titleId}-${index}`}
            flush
            className="flex h-full gap-4 p-4 sm:flex-col sm:gap-0 sm:p-0"
          >
            <CardImage item={item} priority={priority && index === firstPhoto && index < 3} />
            <div className="flex min-w-0 flex-1 flex-col sm:p-6">
              <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <Badge tone={kinds[item.kind].tone}>{(byCategory && item.category) || item.kind}</Badge>
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
      ))}
    </ul>
  );
}
