import { Download, FileText } from 'lucide';
import type { PageCopy } from '@/content/schema/pages';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Container } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { BackLink } from '@/components/ui/back-link';
import { formatLongDate } from '@/lib/dates';
import { publicFileSize } from '@/lib/files';
import { newsArticleJsonLd, type NewsArticleFacts } from '@/lib/structured-data-media';

export interface DocumentItem {
  title: string;
  date: string;
  category: string;
  description: string;
  /** A longer text shown on the page (a statement's summary), under the header's description. */
  summary?: string;
  featured?: boolean;
  file: string;
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
        <Card
          as="article"
          aria-labelledby={item.summary ? 'summary-heading' : undefined}
          aria-label={item.summary ? undefined : item.title}
          className="mx-auto max-w-3xl sm:p-8"
        >
          {item.featured ? (
            <p className="mb-4">
              <Badge tone="gold">Featured</Badge>
            </p>
          ) : null}
          {/* Labels and facts, not text: out of the search index, where they ran together in excerpts. */}
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3" data-pagefind-ignore>
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
          {/* The description is the header's intro: a summary is shown when the item has one more to say. */}
          {item.summary ? (
            <>
              <h2 id="summary-heading" className="mt-8 text-xl font-bold text-brand-900">
                {texts.summary}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-pretty text-ink">{item.summary}</p>
            </>
          ) : null}
          <ButtonLink href={item.file} download={fileName} size="lg" className="mt-8 w-full sm:w-auto">
            <Svg node={Download} className="size-5" />
            {texts.download}
          </ButtonLink>
          {back ? <BackLink link={back} className="mt-8" /> : null}
        </Card>
      </Container>
      <JsonLd data={newsArticleJsonLd(article)} />
    </>
  );
}
