import { cn } from '@/lib/cn';
import type { PaymentGroup } from '@/content/schema';
import { copyWords } from '@/content/donation';
import { CopyButton } from './copy-button';
import { Card } from '@/components/ui/card';
import { cardTitle } from './donation-guide';

/** Where to send a donation. Plain text in the HTML, so it shows without JavaScript. */
export function PaymentDetails({
  groups,
  className = 'space-y-6',
  cardClassName,
  detailsClassName = 'space-y-4',
}: {
  groups: PaymentGroup[];
  className?: string;
  cardClassName?: string;
  detailsClassName?: string;
}) {
  return (
    <div className={className}>
      {groups.map((group) => (
        <Card as="section" key={group.title} aria-label={group.title} className={cardClassName}>
          <h3 className={cardTitle}>{group.title}</h3>
          <p className="mt-1 text-sm text-ink-muted">{group.description}</p>
          <dl className={cn('mt-4', detailsClassName)}>
            {group.details.map((detail) => (
              <div key={detail.label}>
                <dt className="text-sm font-medium text-ink-muted">{detail.label}</dt>
                <dd className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span
                    className={
                      detail.prominent
                        ? 'text-3xl font-extrabold tracking-wider text-brand-900 sm:text-4xl'
                        : 'text-lg font-semibold text-ink'
                    }
                  >
                    {detail.value}
                  </span>
                  {detail.copyable ? (
                    <CopyButton value={detail.value} label={detail.label.toLowerCase()} words={copyWords} />
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {group.table ? (
            // The code to type for each purpose: above its code where the card is narrow, beside it where wide.
            <div className="@container mt-5 border-t border-brand-100 pt-4">
              <p className="text-sm font-medium text-ink-muted">{group.table.title}</p>
              <dl className="mt-1 divide-y divide-brand-100">
                {group.table.rows.map((row) => (
                  <div
                    key={row.label}
                    className="grid gap-1 py-3 last:pb-0 @min-[36rem]:grid-cols-[1fr_auto] @min-[36rem]:items-center @min-[36rem]:gap-4"
                  >
                    <dt className="text-ink">{row.label}</dt>
                    <dd className="flex flex-wrap items-center gap-x-3 gap-y-2 @min-[36rem]:justify-end">
                      <code className="rounded-md bg-brand-50 px-2 py-1 font-mono text-base font-semibold tracking-wide text-brand-900 ring-1 ring-brand-900/10">
                        {row.value}
                      </code>
                      <CopyButton
                        value={row.value}
                        label={`${group.table!.title.toLowerCase()} ${row.value}`}
                        words={copyWords}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
