import { Check, ChevronDown } from 'lucide';
import { Svg } from '@/components/ui/svg';
import type { MembershipCategory } from '@/content/schema';
import { feeWords } from '@/content/membership';
import { actions } from '@/content/navigation';
import { feeText } from '@/lib/format';
import { qualificationList } from '@/lib/membership';
import { anchorId } from '@/lib/slug';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';

/** One membership category with its fees, qualifications and Apply Now (home and fees pages). */
export function FeeCard({ category }: { category: MembershipCategory }) {
  return (
    <Card
      as="article"
      aria-labelledby={anchorId(category.type)}
      highlight={category.popular}
      className="relative flex h-full flex-col"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name={category.icon} />
        </span>
        {/* On a phone the badge follows the name; from 640 px it sits on the card's top edge. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={anchorId(category.type)} className="scroll-mt-36 text-xl font-bold text-brand-900">
            {category.type}
          </h3>
          {category.popular ? (
            <Badge
              tone="brand"
              className="sm:absolute sm:-top-3 sm:left-1/2 sm:-translate-x-1/2 sm:shadow-sm"
              data-pagefind-ignore
            >
              {feeWords.popular}
            </Badge>
          ) : null}
        </div>
      </div>
      {/* Room for three lines in a row of cards, so the fees of a row stand on one line. */}
      <p className="mt-2 text-base text-ink-muted sm:mt-3 sm:text-sm md:min-h-15">{category.description}</p>
      <p className="mt-2 sm:mt-5">
        <span className="text-2xl font-extrabold text-ink sm:text-3xl xl:text-[1.7rem]">
          {feeText(category.annualFee, feeWords.free)}
        </span>
        {category.annualFee === 0 ? null : (
          <span className="text-sm whitespace-nowrap text-ink-muted"> {feeWords.perYear}</span>
        )}
      </p>
      <p className="text-sm text-ink-muted">
        {feeWords.registration} {feeText(category.registrationFee, feeWords.none)}
      </p>
      {/* On a phone the qualifications fold under their name beside the card's action, so the cards read
          as a short list of fees; from 640 px they stand open above it, under a plain label. */}
      <p className="mt-5 hidden text-sm font-semibold text-ink sm:block">{feeWords.qualifications}</p>
      <div className="mt-3 flex flex-1 flex-wrap gap-2 sm:mt-2 sm:flex-col sm:flex-nowrap">
        <details className="group/q flex-[1_1_9rem] open:mb-2 open:basis-full sm:flex-1 sm:details-content:[content-visibility:visible]">
          {/* Out of the index: the label above says the same (a result read "Qualifications. Qualifications"). */}
          <summary
            data-pagefind-ignore
            className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-900 sm:hidden [&::-webkit-details-marker]:hidden"
          >
            {feeWords.qualifications}
            <Svg node={ChevronDown} className="size-4 shrink-0 transition-transform group-open/q:rotate-180" />
          </summary>
          <ul className="mt-3 space-y-2 text-sm sm:mt-0">
            {qualificationList(category.qualifications).map(({ line, choices }) => (
              <li key={line} className="flex gap-2">
                <Svg node={Check} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <div>
                  <span>{line}</span>
                  {choices.length > 0 ? (
                    <ul className="mt-2 list-disc space-y-1.5 pl-4 text-ink-muted marker:text-brand-600">
                      {choices.map((choice) => (
                        <li key={choice}>{choice}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </details>
        {category.byNomination ? (
          // Conferred by the council: there is nothing to apply for, so no button that looks like one.
          <p className="flex min-h-11 flex-[1_1_9rem] items-center justify-center rounded-pill bg-brand-50 px-5 text-sm font-semibold text-brand-800 sm:mt-4 sm:flex-none">
            {feeWords.byNomination}
          </p>
        ) : (
          <ButtonLink
            href={actions.apply.href}
            external
            variant={category.popular ? 'primary' : 'outline'}
            className="flex-[1_1_9rem] sm:mt-4 sm:flex-none"
          >
            {actions.apply.label}
            <span className="sr-only"> for {category.type} membership</span>
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
