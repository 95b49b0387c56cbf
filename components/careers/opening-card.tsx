import { BriefcaseBusiness, CalendarClock, MapPin } from 'lucide';
import type { CareersWords, JobOpening } from '@/content/schema';
import { applyHref } from '@/lib/careers';
import { fillText } from '@/lib/fill-text';
import { formatLongDate } from '@/lib/dates';
import { anchorId } from '@/lib/slug';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { IconText } from '@/components/ui/icon-text';

const where = 'content/careers.ts';

export function OpeningCard({ job, applyEmail, words }: { job: JobOpening; applyEmail: string; words: CareersWords }) {
  return (
    <article aria-labelledby={anchorId(job.title)} className={cardClasses({}, 'flex h-full flex-col')}>
      <div className="flex flex-wrap gap-2">
        <Badge tone="blue">{job.type}</Badge>
        {job.urgent ? <Badge tone="orange">{words.urgent}</Badge> : null}
      </div>
      <h3 id={anchorId(job.title)} className="mt-3 text-lg font-bold text-brand-900">
        {job.title}
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-muted">
        <IconText icon={BriefcaseBusiness}>{job.department}</IconText>
        <IconText icon={MapPin}>{job.location}</IconText>
      </p>
      <p className="mt-3 text-ink-muted">{job.description}</p>
      <h4 className="mt-4 text-sm font-bold text-ink">{words.requirements}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted">
        {job.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <IconText as="p" icon={CalendarClock} className="text-sm font-semibold text-ink">
          {fillText(words.applyBy, { date: formatLongDate(job.deadline) }, where)}
        </IconText>
        <ButtonLink href={applyHref(job, applyEmail)}>
          {words.apply}
          <span className="sr-only"> {fillText(words.applyFor, { title: job.title }, where)}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
