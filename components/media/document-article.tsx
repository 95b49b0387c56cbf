import { Download, FileText } from 'lucide';
import type { PageCopy } from '@/content/schema/pages';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PdfReader } from '@/components/pdf/pdf-reader';
import { PaperHeading, PaperLines } from '@/components/ui/paper-page';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Container, Section } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { BackLink } from '@/components/ui/back-link';
import { formatLongDate, formatMonthYear } from '@/lib/dates';
import { dateSort } from '@/lib/search-order';
import type { ArchiveItem } from '@/lib/list-index';
import { ArchiveCard } from './archive-card';
import { publicFileSize } from '@/lib/files';
import { site } from '@/content/site';
import { newsArticleJsonLd, type NewsArticleFacts } from '@/lib/structured-data-media';

export interface DocumentItem {
  title: string;
  date: string;
  category: string;
  description: string;
  /** A longer text shown on the page (a statement's summary), under the header's description. */
  summary?: string;
  file: string;
}

/**
 * The document's first page drawn as its cover: the letterhead, what it is and its month, and lines
 * of text. The page's header gives the title, so the cover does not say it again.
 */
function DocumentCover({ item }: { item: DocumentItem }) {
  return (
    <div aria-hidden="true" className="flex flex-col text-left">
      <PaperHeading letterhead={site.name} kicker={item.category} title={formatMonthYear(item.date)} />
      <PaperLines count={6} className="mt-6 space-y-2.5 *:h-1.5" />
    </div>
  );
}

/**
 * The page of one press statement or bulletin: what it is, when it was published, its summary and
 * the download, with NewsArticle structured data, and what else the list has to read next. `copy` is
 * the page's copy with the item's facts filled in; `article` the facts of its structured data; `more`
 * the list's newest other items.
 */
export function DocumentArticle({
  item,
  copy,
  article,
  more,
}: {
  item: DocumentItem;
  copy: PageCopy;
  article: NewsArticleFacts;
  more: ArchiveItem[];
}) {
  const texts = copy.texts ?? {};
  const back = copy.links?.back;
  const fileName = item.file.split('/').pop()!;
  return (
    <>
      <PageIntro copy={copy} />
      <Container className="py-14 sm:py-20">
        <article
          aria-label={item.title}
          data-pagefind-sort={dateSort(item.date)}
          className="grid gap-8 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:items-start lg:gap-12"
        >
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            {item.summary ? (
              <div className="mb-10 max-w-prose">
                <h2 className="text-2xl font-bold text-brand-900">{texts.summary}</h2>
                <p className="mt-3 text-lg leading-relaxed text-pretty text-ink">{item.summary}</p>
              </div>
            ) : null}
            <PdfReader
              file={item.file}
              title={item.title}
              label={texts.read ?? item.title}
              cover={<DocumentCover item={item} />}
            />
          </div>
          {/* After the document in the page's order, so a phone reads the summary first; from 1024 px
              it stands in the first column, beside it. */}
          <Card className="sm:p-8 lg:sticky lg:top-28 lg:col-start-1 lg:row-start-1">
            {/* Labels and facts, not text: out of the search index, where they ran together in excerpts. */}
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-1" data-pagefind-ignore>
              <div>
                <dt className="text-ink-muted">{texts.published}</dt>
                <dd className="font-semibold text-ink">
                  <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{texts.category}</dt>
                <dd className="font-semibold text-ink">{item.category}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{texts.size}</dt>
                <dd className="font-semibold text-ink">
                  <Svg node={FileText} className="mr-1 inline size-4 align-[-2px] text-brand-700" />
                  PDF, {publicFileSize(item.file)}
                </dd>
              </div>
            </dl>
            <ButtonLink href={item.file} download={fileName} size="lg" className="mt-8 w-full">
              <Svg node={Download} className="size-5" />
              {texts.download}
            </ButtonLink>
            {back ? <BackLink link={back} className="mt-6" /> : null}
          </Card>
        </article>
      </Container>
      {more.length > 0 ? (
        <Section id="more" title={texts.more} align="start" tone="tint" data-pagefind-ignore>
          <ul className="grid gap-6 md:grid-cols-3">
            {more.map((other) => (
              <li key={other.key}>
                <ArchiveCard item={other} heading="h3" brief />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <JsonLd data={newsArticleJsonLd(article)} />
    </>
  );
}
