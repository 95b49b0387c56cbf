import { Download, FileText } from 'lucide';
import type { PageCopy } from '@/content/schema/pages';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PdfReader } from '@/components/pdf/pdf-reader';
import { PaperHeading } from '@/components/ui/paper-page';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Container } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { BackLink } from '@/components/ui/back-link';
import { formatLongDate } from '@/lib/dates';
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

/** What the document's first page says, drawn as a page: its letterhead, kind, date, title and opening. */
function DocumentCover({ item, summaryHeading }: { item: DocumentItem; summaryHeading?: string }) {
  return (
    <div className="flex flex-col text-left">
      <PaperHeading
        letterhead={site.name}
        kicker={`${item.category} · ${formatLongDate(item.date)}`}
        title={item.title}
      />
      {/* The header's description again: out of the search index, and left to the header on a phone. */}
      <p className="mt-4 hidden text-sm leading-relaxed text-ink sm:block sm:text-base" data-pagefind-ignore>
        {item.description}
      </p>
      {item.summary ? (
        <>
          <h2 className="mt-5 text-base font-bold text-brand-900 sm:text-lg">{summaryHeading}</h2>
          <p className="mt-2 text-sm leading-relaxed text-ink sm:text-base">{item.summary}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * The page of one press statement or bulletin: what it is, when it was published, its summary and
 * the download, with NewsArticle structured data. `copy` is the page's copy with the item's facts
 * filled in; `article` the facts of its structured data.
 */
export function DocumentArticle({
  item,
  copy,
  article,
}: {
  item: DocumentItem;
  copy: PageCopy;
  article: NewsArticleFacts;
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
          className="grid gap-8 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:items-start lg:gap-12"
        >
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">
            <PdfReader
              file={item.file}
              title={item.title}
              label={texts.read ?? item.title}
              cover={<DocumentCover item={item} summaryHeading={texts.summary} />}
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
      <JsonLd data={newsArticleJsonLd(article)} />
    </>
  );
}
