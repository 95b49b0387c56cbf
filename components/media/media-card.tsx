import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Calendar, Download, FileText, type IconNode } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SmartLink } from '@/components/ui/smart-link';
import { IconText } from '@/components/ui/icon-text';
import { Svg } from '@/components/ui/svg';
import { buttonClasses } from '@/components/ui/button';
import { listWords, mediaLists } from '@/content/list-words';
import { site } from '@/content/site';
import { PaperMini, PaperThumb } from '@/components/ui/paper-page';
import { countText } from '@/lib/format';
import { anchorId } from '@/lib/slug';
import { formatLongDate, formatMonthYear } from '@/lib/dates';
import { kindEdge, kindTab, kindTone, type MediaKind } from './kinds';

interface MediaCardProps {
  /** Its edge and label take the kind's colour (kinds.ts). */
  kind: MediaKind;
  title: string;
  heading?: 'h2' | 'h3';
  titleHref?: string;
  /** "YYYY-MM-DD", shown as a day, or as a month with `month`. */
  date: string;
  month?: boolean;
  /** Left out where every item of the list has the same one (the bulletins' series). */
  category?: string;
  /** Featured by the editor and still recent (lib/news.ts, isFeatured): framed, tabbed, its action green. */
  featured?: boolean;
  description: string;
  /** Extra badges beside the category (a file type). */
  badges?: ReactNode;
  /** Left out where the item has no photograph: the card is led by its words. */
  image?: ReactNode;
  /** A photo's 16:9 by default; a document's drawn page shows from 640 px only. */
  imageShape?: 'photo' | 'document';
  /** A document's small cover, left of the heading below 640 px, where the drawn page is not shown. */
  cover?: ReactNode;
  byline?: ReactNode;
  /** `label` is spoken in place of the icon ("File size"). */
  meta?: { icon: IconNode; text: string; label: string }[];
  /** Beside the date, after a dot: how long a post takes to read. */
  dateNote?: string;
  /** Files get the download attribute; pages (a blog post) do not. */
  action?: { href: string; label: string; download?: boolean };
}

/**
 * One card of every media list and the news: its kind's rule, the labels, title and date, the words,
 * and at its foot the meta and the action. Inside `[data-lead]` (a list's lead story) it lays itself
 * out across the row from 768 px, picture beside text. A card whose item has a page of its own stays
 * out of the search index, which finds that page: the card would be the same result twice.
 */
export function MediaCard({
  kind,
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
  // A card without a page of its own is found by the search at its heading, so its id is the title's.
  const generatedId = useId();
  const titleId = titleHref ? generatedId : anchorId(title);
  // Green on the featured item only: a list of files is not a row of equal calls to action.
  const actionClasses = action && buttonClasses(featured ? 'primary' : 'outline', 'md');
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      flush
      data-pagefind-ignore={titleHref ? '' : undefined}
      className={cn(
        'relative flex h-full scroll-mt-24 flex-col overflow-hidden lg:scroll-mt-36',
        kindEdge(kind, featured),
        // The lead story's picture beside the text, narrow enough that the list starts within the first screen.
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
            // On a phone a document's small cover (`cover`) stands beside the heading instead.
            imageShape === 'photo' ? 'aspect-[16/9]' : 'hidden sm:block sm:aspect-[16/9]',
            // As tall as the text beside it and no taller (size containment).
            'md:in-data-lead:aspect-auto md:in-data-lead:h-full',
            imageShape === 'document' && 'md:in-data-lead:contain-size',
          )}
        >
          {image}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-6 md:in-data-lead:p-8 lg:in-data-lead:p-10">
        <div className={cn(cover && 'flex items-start gap-4')}>
          {cover ? <div className="sm:hidden">{cover}</div> : null}
          <div className="min-w-0 flex-1">
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
        {/* At the card's foot: every card in a row ends the same way. */}
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

/** A document's card (a statement, a bulletin, a newsletter issue, a download): its page drawn, its cover, its facts. */
export function DocumentCard({
  kind,
  kicker,
  fileFacts,
  downloads,
  ...card
}: Omit<MediaCardProps, 'image' | 'imageShape' | 'cover' | 'meta'> & {
  /** What the drawn page says the document is. */
  kicker: string;
  /** Left out for a short one-page PDF (lib/format.ts, fileFactsText). */
  fileFacts?: string;
  downloads: number;
}) {
  return (
    <MediaCard
      kind={kind}
      {...card}
      image={<PaperThumb letterhead={site.name} kicker={kicker} date={card.date} title={card.title} series={kind} />}
      imageShape="document"
      cover={<PaperMini date={card.date} title={card.title} series={kind} />}
      meta={[
        ...(fileFacts ? [{ icon: FileText, label: mediaLists.facts.fileSize, text: fileFacts }] : []),
        {
          icon: Download,
          label: mediaLists.facts.downloads,
          text: countText(downloads, mediaLists.facts.downloadCount),
        },
      ]}
    />
  );
}
