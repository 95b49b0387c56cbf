import { actions } from '@/content/navigation';
import type { NewsItem, NewsKind } from '@/lib/news';
import { MediaCard } from '@/components/media/media-card';
import type { MediaKind } from '@/components/media/kinds';
import { Picture, cardPhoto } from '@/components/ui/picture';

/** The kind of card each kind of news is: its colour on this list is the one it has on its own list. */
const kinds: Record<NewsKind, MediaKind> = {
  'Blog post': 'post',
  'Press statement': 'press',
  'Monthly bulletin': 'bulletin',
  Newsletter: 'newsletter',
};

/**
 * The newest items of every kind, as media cards: photographs only when every item has one, so every
 * title of a row starts on one line. Out of the search index: every item has its own page.
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
  const pictured = items.length > 0 && items.every((item) => cardPhoto(item.image));
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-pagefind-ignore>
      {items.map((item, index) => {
        const photo = pictured ? cardPhoto(item.image) : undefined;
        return (
          <li key={item.href}>
            <MediaCard
              kind={kinds[item.kind]}
              heading="h3"
              title={item.title}
              titleHref={item.href}
              date={item.date}
              category={(byCategory && item.category) || item.kind}
              description={item.summary}
              action={{ href: item.href, label: actions.readMore.label }}
              image={
                photo ? (
                  <Picture
                    {...photo}
                    priority={priority && index === 0}
                    sizes="(min-width: 1024px) 24rem, (min-width: 768px) 45vw, 92vw"
                  />
                ) : undefined
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
