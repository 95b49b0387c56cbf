import { BookOpen, Calendar, Download, FileText } from 'lucide';
import { cn } from '@/lib/cn';
import type { PageCopy } from '@/content/schema/pages';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PdfReader, PdfReaderLink, PdfReaderViewer } from '@/components/pdf/pdf-reader';
import { PaperCover, type DocumentSeries } from '@/components/ui/paper-page';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Container, Section } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { BackLink } from '@/components/ui/back-link';
import { formatLongDate } from '@/lib/dates';
import { dateSort } from '@/lib/search-order';
import type { ArchiveItem } from '@/lib/list-index';
import { ArchiveCard } from './archive-card';
import { DocumentText } from '@/components/pdf/document-text';
import { itemText } from '@/lib/documents';
import { blocksText } from '@/lib/document-blocks';
import { publicFileFactsText } from '@/lib/files';
import { mediaLists } from '@/content/list-words';
import { site } from '@/content/site';
import { newsArticleJsonLd, type NewsArticleFacts } from '@/lib/structured-data-media';

interface DocumentItem {
  title: string;
  date: string;
  category: string;
  description: string;
  /** A statement's summary, under the header's description. */
  summary?: string;
  /** A bulletin's "In this issue", one line each. */
  contents?: readonly string[];
  /** The full text, one paragraph each, in place of the PDF's own text. */
  body?: readonly string[];
  file: string;
}

/** In the article's own scale (the page's sections use a larger one). */
function BodyHeading({ id, children }: { id: string; children: string | undefined }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-balance text-brand-900 sm:text-3xl">
      {children}
    </h2>
  );
}

/**
 * The page of one press statement, bulletin or newsletter issue: its facts and download, its full text
 * (lib/documents.ts, itemText) or else its summary or contents, and what else to read. The download is
 * the page's one button; the cover beside the facts opens the document on the page, a quieter way in.
 */
export function DocumentArticle({
  item,
  series,
  copy,
  article,
  more,
}: {
  item: DocumentItem;
  series: DocumentSeries;
  copy: PageCopy;
  /** Its NewsArticle structured data (not a newsletter issue's). */
  article?: NewsArticleFacts;
  more: ArchiveItem[];
}) {
  const texts = copy.texts ?? {};
  const back = copy.links?.back;
  const fileName = item.file.split('/').pop()!;
  // A short one-page PDF states its format alone (lib/format.ts, fileFactsText).
  const facts = publicFileFactsText(item.file, mediaLists.facts);
  const text = itemText(item);
  // Without any text the card stands alone, not beside an empty column.
  const hasText = Boolean(text || item.summary || item.contents?.length);
  // One download at each width: the card's beside the text from 1024 px, the bar below it.
  const download = (className: string) => (
    <ButtonLink href={item.file} download={fileName} size="lg" className={className}>
      <Svg node={Download} className="size-5" />
      {texts.download}
    </ButtonLink>
  );
  return (
    <>
      <PageIntro copy={copy}>
        {/* By the title below 1024 px, where the card of facts comes after the text; beside it, the card says it. */}
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted lg:hidden" data-pagefind-ignore>
          <Svg node={Calendar} className="size-4 shrink-0 text-brand-700" />
          {texts.published}{' '}
          <time dateTime={item.date} className="font-semibold text-ink">
            {formatLongDate(item.date)}
          </time>
        </p>
      </PageIntro>
      <Container className="py-12 sm:py-16">
        <PdfReader file={item.file} title={item.title}>
          <article
            aria-label={item.title}
            data-pagefind-sort={dateSort(item.date)}
            className={cn(
              'grid gap-8 sm:gap-12',
              hasText && 'lg:grid-cols-[minmax(0,46rem)_minmax(0,22rem)] lg:items-start lg:justify-between lg:gap-16',
            )}
          >
            <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
              <PdfReaderViewer />
              {text ? (
                <section aria-labelledby="text" className="max-w-prose">
                  <BodyHeading id="text">{texts.text}</BodyHeading>
                  <div className="mt-6">
                    <DocumentText blocks={text.blocks} />
                  </div>
                  {text.partial ? (
                    <PdfReaderLink className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-800/30 underline-offset-4 hover:decoration-brand-800">
                      <Svg node={BookOpen} className="size-5 shrink-0" />
                      {texts.whole}
                    </PdfReaderLink>
                  ) : null}
                </section>
              ) : (
                <>
                  {item.summary ? (
                    <section aria-labelledby="summary" className="max-w-prose">
                      <BodyHeading id="summary">{texts.summary}</BodyHeading>
                      <p className="mt-4 text-lg leading-relaxed text-pretty text-ink">{item.summary}</p>
                    </section>
                  ) : null}
                  {item.contents?.length ? (
                    <section aria-labelledby="contents" className="max-w-prose">
                      <BodyHeading id="contents">{texts.contents}</BodyHeading>
                      <ul className="mt-5 divide-y divide-brand-900/10 border-y border-brand-900/10">
                        {item.contents.map((line) => (
                          <li key={line} className="flex gap-4 py-4 text-lg leading-snug text-pretty text-ink">
                            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-earth-500" />
                            {line}
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                </>
              )}
              {back ? <BackLink link={back} /> : null}
              {hasText ? (
                // Below 1024 px the download rides at the foot of the screen while the text is read, and
                // comes to rest above the file's card: the page's main action is never a scroll away.
                <div className="sticky bottom-0 z-10 -mx-4 border-t border-brand-900/10 bg-white/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 lg:hidden">
                  {download('w-full')}
                </div>
              ) : null}
            </div>
            {/* After the text below 1024 px, which opens on the statement itself; beside it from 1024 px. */}
            <Card className={hasText ? 'lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1' : 'w-full max-w-md'}>
              <div className="flex items-start gap-4 sm:gap-5">
                <PdfReaderLink className="group block w-24 shrink-0 rounded-sm min-[360px]:w-28 sm:w-32">
                  <div className="transition-transform group-hover:-translate-y-0.5">
                    <PaperCover letterhead={site.name} date={item.date} title={item.title} series={series} />
                  </div>
                  <span className="mt-2 flex min-h-11 items-center justify-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-800 underline decoration-brand-800/30 underline-offset-4 group-hover:decoration-brand-800">
                    <Svg node={BookOpen} className="size-4 shrink-0" />
                    {texts.read}
                  </span>
                </PdfReaderLink>
                {/* Labels and facts, not text: out of the search index, where they ran together in excerpts. */}
                <dl className="grid min-w-0 gap-4 text-sm" data-pagefind-ignore>
                  {/* Below 1024 px the day stands under the title: the card does not say it again. */}
                  <div className="max-lg:hidden">
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
                      {facts ? `PDF, ${facts}` : 'PDF'}
                    </dd>
                  </div>
                </dl>
              </div>
              {download(cn('mt-6 w-full', hasText && 'max-lg:hidden'))}
            </Card>
          </article>
        </PdfReader>
      </Container>
      {/* Suggestions, not the page's text: out of the search index. */}
      {more.length > 0 ? (
        <Section id="more" title={texts.more} tone="tint" data-pagefind-ignore>
          <ul className="grid gap-6 md:grid-cols-3">
            {more.map((other) => (
              <li key={other.key}>
                <ArchiveCard item={other} kind={series} heading="h3" brief />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {article ? <JsonLd data={newsArticleJsonLd({ ...article, body: text && blocksText(text.blocks) })} /> : null}
    </>
  );
}
