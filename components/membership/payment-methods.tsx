import type { PaymentMethod } from '@/content/schema';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

/** How to pay membership fees: each method with its account details. */
export function PaymentMethods({ methods }: { methods: PaymentMethod[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {methods.map((method) => (
        <Card as="li" key={method.name}>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={method.icon} />
            </span>
            <h3 className="text-lg font-bold text-brand-900">{method.name}</h3>
          </div>
          <p className="mt-3 text-sm text-ink-muted">{method.description}</p>
          {/* One rule for every card: on a phone each label stands above its value; from 640 px the
              labels take a column of one width in every card, so the values start on one line. */}
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4 sm:gap-y-2">
            {method.details.map((detail) => (
              <div key={detail.label} className="sm:contents">
                <dt className="text-ink-muted">{detail.label}</dt>
                <dd className="font-semibold break-words text-ink">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </ul>
  );
}
