import { ShieldCheck } from 'lucide';
import type { GivingSteps as GivingStepsCopy } from '@/content/schema';
import { Svg } from '@/components/ui/svg';

/**
 * How a gift is made, beside the form. From 1024 px only, where that column would stand empty; a
 * phone goes straight to the form, whose note and the page's "How to pay" say the same.
 */
export function GivingSteps({ copy }: { copy: GivingStepsCopy }) {
  return (
    <section aria-labelledby="giving-steps-heading" className="mt-12 hidden max-w-xl lg:block">
      <h2 id="giving-steps-heading" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <ol className="mt-6 space-y-6">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-lg font-bold text-earth-200 ring-1 ring-white/20"
            >
              {index + 1}
            </span>
            <div>
              <p className="text-lg font-semibold">{step.title}</p>
              <p className="mt-1 text-brand-100">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 flex gap-3 border-t border-white/15 pt-6 text-brand-100">
        <Svg node={ShieldCheck} className="mt-0.5 size-5 shrink-0 text-earth-200" />
        <span>{copy.note}</span>
      </p>
    </section>
  );
}
