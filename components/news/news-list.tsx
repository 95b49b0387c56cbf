import { Mail, Megaphone, Newspaper, PenLine, type IconNode } from 'lucide';
import type { NewsItem, NewsKind } from '@/lib/news';
import { formatLongDate } from '@/lib/dates';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { SmartLink } from '@/components/ui/smart-link';
import { Svg } from '@/components/ui/svg';
import { PaperThumb, seriesGrounds, type DocumentSeries } from '@/components/ui/paper-page';
import { site } from '@/content/site';

/** Each kind's badge, and the tile a phone's thumbnail shows when its item has no photo: a colour and a sign. */
const kinds: Record<NewsKind, { tone: BadgeTone; series: DocumentSeries; icon: IconNode }> = {
  'Blog post': { tone: 'green', series: 'post', icon: PenLine },
  'Press statement': { tone: 'orange', series: 'press', icon: Megaphone },
  'Monthly bulletin': { tone: 'blue', series: 'bulletin', icon: Newspaper },
  Newsletter: { tone: 'gray', series: 'newsletter', icon: Mail },
};

/** The card's picture: the item's photo, or the document's first page (its kind's sign on a phone). */
function CardImage({ item, priority }: { item: NewsItem; priority: boolean }) {
  // A thumbnail beside the text on a phone; the card's full-width top from 640 px.
  const box =
    'size-20 shrink-0 overflow-hidden rounded-lg sm:aspect-[16/9] sm:size-auto sm:w-full sm:rounded-none sm:rounded-t-card';
  if (item.image) {
    return (
      <div className={box}>
        <Picture
          {...item.image}
          priority={priority}
          sizes="(min-width: 1024px) 24rem, (min-width: 768px) 45vw, 92vw"
          className="size-full object-cover"
        />
      </div>
    );
  }
  // A post always has its photo; a document without one shows its first page in miniature, as the
  // lists do (on a phone's small thumbnail, the kind's sign).
  const { series, icon } = kinds[item.kind];
  return (
    <div className={box}>
      <div
        className={`band-contours flex size-full items-center justify-center sm:hidden ${seriesGrounds[series]}`}
        aria-hidden="true"
      >
        <Svg node={icon} className="size-7 text-white/90" />
      </div>
      <div className="hidden size-full sm:block">
        <PaperThumb letterhead={site.name} kicker={item.kind} date={item.date} title={item.title} series={series} />
      </div>
    </div>
  );
}

/**
 * The newest items of every kind, as cards: a picture, kind, date, the title linking to the item,
 * and its summary. Out of the search index: every item has its own page, which the search finds.
 * `priority`: the first card's photo is in view on arrival (the page's largest paint).
 */
export function NewsList({ items, priority = false }: { items: readonly NewsItem[]; priority?: boolean }) {
  const firstPhoto = items.findIndex((item) => item.image);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-pagefind-ignore>
      {items.map((item, index) => (
        <li key={item.href}>
          <Card as="article" flush className="flex h-full gap-4 p-4 sm:flex-col sm:gap-0 sm:p-0">
            <CardImage item={item} priority={priority && index === firstPhoto && index < 3} />
            <div className="flex min-w-0 flex-1 flex-col sm:p-6">
              <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <Badge tone={kinds[item.kind].tone}>{item.kind}</Badge>
                <time dateTime={item.date}>{formatLongDate(item.date)}</time>
              </p>
              <h3 className="mt-2 text-base font-bold text-brand-900 sm:mt-3 sm:text-lg">
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
