import type { NewsItem, NewsKind } from '@/lib/news';
import { formatLongDate } from '@/lib/dates';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SmartLink } from '@/components/ui/smart-link';

const kindTones: Record<NewsKind, BadgeTone> = {
  'Blog post': 'green',
  'Press statement': 'orange',
  'Monthly bulletin': 'blue',
  Newsletter: 'gray',
};

/**
 * The newest items of every kind, as cards: kind, date, the title linking to the item, and its summary.
 * Out of the search index: every item has its own page, which the search finds.
 */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-pagefind-ignore>
      {items.map((item) => (
        <li key={item.href}>
          <Card as="article" className="flex h-full flex-col">
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Badge tone={kindTones[item.kind]}>{item.kind}</Badge>
              <time dateTime={item.date}>{formatLongDate(item.date)}</time>
            </p>
            <h3 className="mt-3 text-lg font-bold text-brand-900">
              <SmartLink href={item.href} className="underline-offset-4 hover:underline">
                {item.title}
              </SmartLink>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{item.summary}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
