import { clsx } from 'clsx';
import type { PaymentGroup } from '@/content/schema';
import { CopyButton } from './copy-button';
import { Card } from '@/components/ui/card';

/** Where to send a donation. Plain text in the HTML, so it shows without JavaScript. */
export function PaymentDetails({
  groups,
  className = 'space-y-6',
  cardClassName,
  detailsClassName = 'space-y-4',
}: {
  groups: PaymentGroup[];
  /** The list's layout (a stack by default). */
  className?: string;
  cardClassName?: string;
  /** The layout of a card's numbers (one under another by default). */
  detailsClassName?: string;
}) {
  return (
    <div className={className}>
      {groups.map((group) => (
        <Card as="section" key={group.title} aria-label={group.title} className={cardClassName}>
          <h3 className="text-lg font-bold text-brand-900">{group.title}</h3>
          <p className="mt-1 text-sm text-ink-muted">{group.description}</p>
          <dl className={clsx('mt-4', detailsClassName)}>
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
                  {detail.copyable ? <CopyButton value={detail.value} label={detail.label.toLowerCase()} /> : null}
                </dd>
              </div>
            ))}
          </dl>
          {group.table ? (
            <div className="mt-5 border-t border-brand-100 pt-4">
              <p className="text-sm font-medium text-ink-muted">{group.table.title}</p>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
                {group.table.rows.map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="text-ink">{row.label}</dt>
                    <dd className="font-bold tracking-wide text-brand-900">{row.value}</dd>
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
