import type { ArchiveItem } from '@/lib/list-index';
import type { DocumentSeries } from '@/components/ui/paper-page';
import { Section } from '@/components/ui/section';
import { ArchiveCard } from './archive-card';

/**
 * What an item's page offers to read next (a statement's, a bulletin's, a newsletter issue's): the
 * newest other items of its list, as cards. Suggestions, not the page's own text: out of the search index.
 */
export function MoreItems({
  title,
  items,
  series,
}: {
  title?: string;
  items: readonly ArchiveItem[];
  /** The items' series: each card shows its small cover, as the list does. */
  series?: DocumentSeries;
}) {
  if (items.length === 0) return null;
  return (
    <Section id="more" title={title} tone="tint" data-pagefind-ignore>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <ArchiveCard item={item} heading="h3" brief series={series} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
