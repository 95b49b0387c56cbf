import { ChevronDown } from 'lucide';
import type { Faq } from '@/content/schema';
import { Svg } from '@/components/ui/svg';
import { Card } from '@/components/ui/card';

/** Questions and answers as native disclosures: they work by keyboard and without JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Card flush className="divide-y divide-brand-900/10">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Svg node={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </Card>
  );
}
