import { downloadFileName } from '@/lib/pdf-viewer';
import { BookOpen, Download } from 'lucide';
import { charter } from '@/content/charter';
import { mediaLists } from '@/content/list-words';
import { site } from '@/content/site';
import { publicFileFactsText } from '@/lib/files';
import { PdfReader, PdfReaderLink, PdfReaderViewer } from '@/components/pdf/pdf-reader';
import { buttonClasses, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paperSheet } from '@/components/ui/paper-page';
import { Svg } from '@/components/ui/svg';

/**
 * The charter as a document: its cover beside its title, facts and two actions (from 1024 px in a
 * column of their own at the right, so the card spans the band with no empty half). The viewer opens
 * under it only when asked for ("Read the charter"), so the page holds no tall empty frame waiting
 * for a viewer; without JavaScript the same link opens the PDF itself.
 */
export function CharterBlock() {
  const { texts } = charter;
  return (
    <PdfReader file={charter.file} title={charter.title}>
      <Card className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-x-5 gap-y-6 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-8 lg:grid-cols-[11rem_minmax(0,1fr)_auto] lg:gap-x-12">
        <div className="sm:row-span-2">
          {/* The charter's cover, drawn at a book's size: the letterhead and title on the institute's ground. */}
          <div aria-hidden="true" className={`${paperSheet} flex aspect-[5/7] w-full flex-col overflow-hidden`}>
            <div className="band-contours flex-1 bg-brand-800 px-2.5 pt-3 pb-4 text-white sm:px-3.5 sm:pt-4">
              <p className="border-b border-earth-300 pb-1.5 text-[0.45rem] leading-snug font-bold tracking-[0.1em] text-balance uppercase sm:text-[0.55rem]">
                {site.name}
              </p>
              <p className="mt-2 font-heading text-[0.75rem] leading-tight sm:text-base">{charter.title}</p>
            </div>
          </div>
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{texts.facts}</p>
          <h3 className="mt-1 font-heading text-xl leading-tight text-balance text-brand-900 sm:text-2xl">
            {charter.title}
          </h3>
          <p className="mt-2 text-sm text-ink-muted" data-pagefind-ignore>
            {publicFileFactsText(charter.file, mediaLists.facts)}
          </p>
          <p className="mt-4 hidden max-w-prose leading-relaxed text-pretty text-ink sm:block">{charter.intro}</p>
        </div>
        <div className="col-span-2 flex flex-wrap gap-3 sm:col-span-1 sm:col-start-2 lg:col-start-3 lg:row-start-1 lg:flex-col lg:self-center">
          <PdfReaderLink className={buttonClasses('primary', 'lg', 'grow sm:grow-0')}>
            <Svg node={BookOpen} className="size-5 shrink-0" />
            {texts.read}
          </PdfReaderLink>
          <ButtonLink
            href={charter.file}
            download={downloadFileName(charter.title)}
            variant="outline"
            size="lg"
            className="grow sm:grow-0"
          >
            <Svg node={Download} className="size-5 shrink-0" />
            {texts.download}
          </ButtonLink>
        </div>
      </Card>
      <PdfReaderViewer className="mt-6" />
    </PdfReader>
  );
}
