'use client';

import { useId, useMemo, useState } from 'react';
import { BriefcaseBusiness, MapPin } from 'lucide';
import type { JobOpening } from '@/content/schema';
import { filterOpenings } from '@/lib/careers';
import { formatLongDate } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { cardClasses } from '@/components/ui/card-classes';
import { IconText } from '@/components/ui/icon-text';
import { SearchField } from '@/components/ui/search-field';
import { Svg } from '@/components/ui/svg';

/** The search box and the openings it filters (by title, department, location, type and description). */
export function OpeningsSearch({ openings }: { openings: JobOpening[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterOpenings(openings, query), [openings, query]);

  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="mx-auto max-w-xl">
        <SearchField
          id={`${id}-q`}
          label="Search openings"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Job title, department or location"
        />
      </form>
      <p role="status" className="sr-only">
        {visible.length === 1 ? '1 opening' : `${visible.length} openings`}
      </p>
      {visible.length > 0 ? (
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {visible.map((job) => (
            <li key={job.id}>
              <article className={cardClasses({}, 'h-full')}>
                <div className="flex flex-wrap gap-2">
                  <Badge tone="blue">{job.type}</Badge>
                  {job.urgent ? <Badge tone="orange">Urgent</Badge> : null}
                </div>
                <h3 className="mt-3 text-lg font-bold text-brand-900">{job.title}</h3>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-muted">
                  <IconText icon={BriefcaseBusiness}>{job.department}</IconText>
                  <IconText icon={MapPin}>{job.location}</IconText>
                </p>
                <p className="mt-3 text-ink-muted">{job.description}</p>
                <p className="mt-3 text-sm font-semibold text-ink">Apply by {formatLongDate(job.deadline)}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <div className={cardClasses({ flush: true }, 'mx-auto mt-8 max-w-2xl px-6 py-10 text-center')}>
          <Svg node={BriefcaseBusiness} className="mx-auto size-10 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold text-brand-900">No Current Openings</h3>
          <p className="mt-2 text-ink-muted">
            {openings.length > 0 && query.trim()
              ? `No openings match “${query.trim()}”. Try another search.`
              : 'We are not recruiting at the moment. Leave your email below and we will tell you when a position opens.'}
          </p>
        </div>
      )}
    </div>
  );
}
