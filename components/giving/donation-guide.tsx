import type { Ref } from 'react';
import type { CopyWords } from '@/content/schema';
import type { DonationGuide } from '@/lib/donation';
import { cn } from '@/lib/cn';
import { ChevronDown, Mail, ShieldAlert } from 'lucide';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { Svg } from '@/components/ui/svg';
import { SocialIcon } from '@/components/ui/social-icon';
import { CopyButton } from './copy-button';

const subheading = 'text-base font-bold text-brand-900';
/** The title of every card of "How to pay". */
export const cardTitle = 'text-lg font-bold text-brand-900';
const link =
  'inline-flex min-h-11 items-center rounded-pill px-5 text-sm font-semibold ring-1 ring-brand-700/30 hover:bg-brand-50';

function Steps({ steps, className }: { steps: string[]; className?: string }) {
  return (
    <ol
      className={cn(
        'mt-2 list-decimal space-y-1.5 pl-6 text-ink marker:font-semibold marker:text-brand-700',
        className,
      )}
    >
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/** How to complete a gift: the form shows it for the chosen gift; the page, `brief`, for any gift in its HTML. */
export function DonationGuideView({
  guide,
  id,
  headingRef,
  brief = false,
  copyWords,
  columns = false,
}: {
  guide: DonationGuide;
  id: string;
  /** Receives the title, so the form can move focus to it after the alert. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The steps alone: the page shows the numbers, till, bank, receipt and notice in cards of their own. */
  brief?: boolean;
  copyWords: CopyWords;
  /** From 1024 px, the M-Pesa steps in one column and the other ways to pay and the receipt beside them. */
  columns?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('grid grid-cols-1 gap-6', columns && 'lg:grid-cols-2 lg:gap-x-12')}
    >
      <div className={cn(columns && 'lg:col-span-2')}>
        <h3
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={cn(
            'scroll-mt-28 font-bold text-brand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-700 lg:scroll-mt-36',
            cardTitle,
          )}
        >
          <KeepHyphenated text={guide.heading} />
        </h3>
        {guide.intro ? <p className="mt-2 text-ink-muted">{guide.intro}</p> : null}
      </div>

      <div className="space-y-6">
        {brief ? null : (
          <dl className="grid gap-4 rounded-xl bg-brand-50 p-4">
            {[
              { label: 'Paybill number', value: guide.paybill },
              { label: 'Account number', value: guide.account },
            ].map((detail) => (
              <div key={detail.label}>
                <dt className="text-sm font-medium text-ink-muted">{detail.label}</dt>
                <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className="text-2xl font-extrabold tracking-wider text-brand-900">{detail.value}</span>
                  <CopyButton value={detail.value} label={detail.label.toLowerCase()} words={copyWords} />
                </dd>
              </div>
            ))}
          </dl>
        )}

        <div>
          <h4 className={subheading}>{guide.app.title}</h4>
          <Steps steps={guide.app.steps} />
          {/* The same steps from the SIM menu, for a phone without the app: folded, as most give by the app. */}
          <details className="group mt-4 rounded-xl ring-1 ring-brand-700/20">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <Svg
                node={ChevronDown}
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
              <h4 className={subheading}>{guide.sim.title}</h4>
            </summary>
            <Steps steps={guide.sim.steps} className="mx-4 mb-4" />
          </details>
        </div>

        {guide.monthly ? (
          <div>
            <h4 className={subheading}>{guide.monthly.title}</h4>
            <ul className="mt-2 list-disc space-y-1.5 pl-6 text-ink">
              {guide.monthly.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      {guide.card || !brief ? (
        <div className="space-y-6">
          {brief ? null : (
            <>
              <div>
                <h4 className={subheading}>{guide.till.title}</h4>
                <p className="mt-2 text-ink">{guide.till.text}</p>
              </div>
              <div>
                <h4 className={subheading}>{guide.bank.title}</h4>
                <p className="mt-2 text-ink">{guide.bank.text}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {guide.bank.details.map((detail) => (
                    <div key={detail.label} className="contents">
                      <dt className="text-ink-muted">{detail.label}</dt>
                      <dd className="font-semibold break-words text-ink">{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </>
          )}

          {guide.card ? (
            <div>
              <h4 className={subheading}>{guide.card.title}</h4>
              <p className="mt-2 text-ink">{guide.card.text}</p>
              <a
                href={guide.card.href}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(link, 'mt-3 text-brand-800')}
              >
                {guide.card.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          ) : null}

          {brief ? null : (
            <>
              <GuideReceipt guide={guide} Heading="h4" />
              <OfficialNumbersNotice guide={guide} />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

export function GuideReceipt({
  guide,
  Heading,
  titleClassName = subheading,
}: {
  guide: DonationGuide;
  Heading: 'h2' | 'h3' | 'h4';
  titleClassName?: string;
}) {
  return (
    <div>
      <Heading className={titleClassName}>{guide.receipt.title}</Heading>
      <p className="mt-2 text-ink">{guide.receipt.text}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {/* Each with the mark of what it opens, as every email and WhatsApp link of the site. */}
        <a href={guide.receipt.email.href} className={cn(link, 'gap-2 text-brand-800')}>
          <Svg node={Mail} className="size-4 shrink-0" />
          {guide.receipt.email.label}
        </a>
        {guide.receipt.whatsapp ? (
          <a
            href={guide.receipt.whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(link, 'gap-2 text-brand-800')}
          >
            <SocialIcon network="whatsapp" className="size-4 shrink-0" />
            {guide.receipt.whatsapp.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function OfficialNumbersNotice({ guide, className }: { guide: DonationGuide; className?: string }) {
  return (
    <p
      className={cn(
        'flex max-w-3xl gap-3 rounded-xl border-l-4 border-earth-700 bg-earth-50 p-4 text-sm font-medium text-ink',
        className,
      )}
    >
      <Svg node={ShieldAlert} className="mt-0.5 size-5 shrink-0 text-earth-700" />
      <span>{guide.notice}</span>
    </p>
  );
}
