import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Calendar, Download, type IconNode } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SmartLink } from '@/components/ui/smart-link';
import { IconText } from '@/components/ui/icon-text';
import { Svg } from '@/components/ui/svg';
import { buttonClasses } from '@/components/ui/button';
import { listWords } from '@/content/list-words';
import { anchorId } from '@/lib/slug';
import { formatLongDate, formatMonthYear } from '@/lib/dates';
import { kindEdge, kindTab, kindTone, type MediaKind } from './kinds';

export interface MediaMeta {
  icon: IconNode;
  /** Visible text, e.g. "845 KB" or "6 min read". */
  text: string;
  /** Spoken in place of the icon, e.g. "File size". */
  label: string;
}

export interface MediaAction {
  href: string;
  label: string;
  /** Files get the download attribute; pages (a blog post) do not. */
  download?: boolean;
}

interface MediaCardProps {
  /** What the item is: its card's edge and label take the kind's colour (kinds.ts). */
  kind: MediaKind;
  /** The card's stable address on its page (`#id`), for items without a page of their own. */
  id?: string;
  title: string;
  /** h2 in a list that is the page's content; h3 under a section's heading. */
  heading?: 'h2' | 'h3';
  /** The title links here when set (a blog post's page). */
  titleHref?: string;
  /** "YYYY-MM-DD", shown as "December 12, 2024", or as "December 2024" for an item of a month (`month`). */
  date: string;
  month?: boolean;
  /** Shown as a pill; left out where every item of the list has the same one (the bulletins' series). */
  category?: string;
  /** Featured by the editor and still recent (lib/news.ts, isFeatured): framed, tabbed, its action green. */
  featured?: boolean;
  description: string;
  /** Extra badges beside the category (a file type). */
  badges?: ReactNode;
  /** Left out where the item has no photograph (a post's drawn stand-in): the card is led by its words. */
  image?: ReactNode;
  /** The picture's shape: a photo's 16:9 by default; a document's drawn page shows from 640 px only. */
  imageShape?: 'photo' | 'document';
  /**
   * A document's small cover (PaperMini), left of the heading below 640 px, where the drawn page
   * (`image`) is not shown: every document card has its cover at every width.
   */
  cover?: ReactNode;
  byline?: ReactNode;
  meta?: MediaMeta[];
  /** Beside the date, after a dot: how long a post takes to read. */
  dateNote?: string;
  /** Left out where the title's link is the only way in (a list of news). */
  action?: MediaAction;
}

/**
 * One card of every media list (downloads, bulletins, press statements, blogs, newsletter issues,
 * the news): one layout for all. Every card opens on its kind's rule; the labels, the title, the
 * date, then the words, and at its foot the meta and the action, as wide as its label.
 * The lead story of a list (inside `[data-lead]`) lays the same card out across the row from 768 px,
 * picture beside text.
 * A card whose item has a page of its own stays out of the search index: the search finds that page,
 * and the list's card would be the same result twice (a post on its page and again on Blogs).
 */
export function MediaCard({
  kind,
  id,
  title,
  heading: Heading = 'h2',
  titleHref,
  date,
  month = false,
  category,
  featured,
  description,
  badges,
  image,
  imageShape = 'photo',
  cover,
  byline,
  meta = [],
  dateNote,
  action,
}: MediaCardProps) {
  const labelled = Boolean(category || badges);
  // A card without a page of its own is found by the search at its heading: the heading's id is its
  // title's. A linked card's title id only names the card, unique however often the item is listed.
  const generatedId = useId();
  const titleId = titleHref ? generatedId : anchorId(title);
  // Green on the featured item, outline on the others: a list of files is not a row of equal calls
  // to action.
  const actionClasses = action && buttonClasses(featured ? 'primary' : 'outline', 'md');
  return (
    // Flush: the image runs to the card's edges; the text below has its own padding.
    <Card
      as="article"
      id={id}
      aria-labelledby={titleId}
      flush
      data-pagefind-ignore={titleHref ? '' : undefined}
      className={cn(
        'relative flex h-full scroll-mt-24 flex-col overflow-hidden lg:scroll-mt-36',
        kindEdge(kind, featured),
        // The lead story lays its picture beside the text: a photo half the row, a document's page a
        // narrow strip, so that the list below starts within the first screen.
        image && 'md:in-data-lead:grid',
        image && imageShape === 'photo' && 'md:in-data-lead:grid-cols-2 lg:in-data-lead:grid-cols-[7fr_5fr]',
        image && imageShape === 'document' && 'md:in-data-lead:grid-cols-[13rem_1fr]',
      )}
    >
      {featured ? (
        <p className={kindTab(kind)} data-pagefind-ignore>
          {listWords.featured}
        </p>
      ) : null}
      {image ? (
        <div
          className={cn(
            'overflow-hidden bg-brand-50 [&_img]:h-full [&_img]:w-full [&_img]:object-cover',
            // A document's drawn page only from 640 px: on a phone its small cover stands beside the
            // heading instead (`cover`), so a list of statements is not a column of tall look-alike pages.
            imageShape === 'photo' ? 'aspect-[16/9]' : 'hidden sm:block sm:aspect-[16/9]',
            // The lead story's picture fills its side of the card, as tall as the text beside it and
            // no taller (size containment: the drawn page runs off the strip's foot).
            'md:in-data-lead:aspect-auto md:in-data-lead:h-full',
            imageShape === 'document' && 'md:in-data-lead:contain-size',
          )}
        >
          {image}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6 md:in-data-lead:p-8 lg:in-data-lead:p-10">
        {/* On a phone a document's cover stands left of its labels, title and date; from 640 px the
            drawn page above the text takes its place. */}
        <div className={cn(cover && 'flex items-start gap-4')}>
          {cover ? <div className="sm:hidden">{cover}</div> : null}
          <div className="min-w-0 flex-1">
            {/* Labels and controls stay out of the search index: a result shows the item's own text. */}
            {labelled ? (
              <div className="mb-3 flex flex-wrap items-center gap-2" data-pagefind-ignore>
                {category ? <Badge tone={kindTone(kind)}>{category}</Badge> : null}
                {badges}
              </div>
            ) : null}
            <Heading
              id={titleId}
              className="scroll-mt-36 font-sans text-lg font-bold text-balance text-brand-900 md:in-data-lead:text-2xl lg:in-data-lead:text-3xl"
            >
              {titleHref ? (
                <SmartLink href={titleHref} className="underline-offset-4 hover:underline">
                  {title}
                </SmartLink>
              ) : (
                title
              )}
            </Heading>
            <IconText as="p" icon={Calendar} className="mt-2 text-sm text-ink-muted">
              <time dateTime={date}>{month ? formatMonthYear(date) : formatLongDate(date)}</time>
              {dateNote ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {dateNote}
                </>
              ) : null}
            </IconText>
          </div>
        </div>
        {byline}
        <p className="mt-3 text-base text-pretty text-ink-muted sm:text-sm md:in-data-lead:text-base">{description}</p>
        {/* The meta on its own line and the action under it, at the card's foot: every card in a
            row ends the same way, whatever the length of its meta. */}
        {meta.length > 0 || action ? (
          <div className="mt-auto flex flex-col items-start gap-3 pt-5" data-pagefind-ignore>
            {meta.length > 0 ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                {meta.map((item) => (
                  <IconText as="li" key={item.label} icon={item.icon}>
                    <span className="sr-only">{item.label}: </span>
                    {item.text}
                  </IconText>
                ))}
              </ul>
            ) : null}
            {action?.download ? (
              <a href={action.href} download className={actionClasses}>
                <Svg node={Download} className="size-4" />
                {action.label}
                <span className="sr-only">: {title}</span>
              </a>
            ) : action ? (
              <SmartLink href={action.href} className={actionClasses}>
                {action.label}
                <span className="sr-only">: {title}</span>
              </SmartLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
