import { CircleCheck } from 'lucide';
import { PaperThumb } from '@/components/ui/paper-page';
import { Svg } from '@/components/ui/svg';
import { site } from '@/content/site';

/** What every issue brings, beside the subscribe form, under the latest issue's cover drawn the column's width. */
export function IssueContents({
  title,
  items,
  kind,
  latest,
}: {
  title: string;
  items: readonly string[];
  /** What the cover says the document is ("Newsletter"). */
  kind: string;
  latest?: string;
}) {
  return (
    <div>
      {latest ? (
        <div className="mb-8 hidden aspect-[2/1] overflow-hidden rounded-card shadow-card lg:block">
          <PaperThumb letterhead={site.name} kicker={kind} date={latest} series="newsletter" />
        </div>
      ) : null}
      <h2 className="font-heading text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>
      <ul className="mt-6 space-y-4 text-lg text-ink">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Svg node={CircleCheck} className="mt-1 size-6 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
