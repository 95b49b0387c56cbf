'use client';

import { useId, useMemo, useState, type ReactNode } from 'react';
import { BriefcaseBusiness } from 'lucide';
import type { CareersWords, JobOpening } from '@/content/schema';
import { listWords } from '@/content/list-words';
import { filterOpenings, openOpenings } from '@/lib/careers';
import { fillText } from '@/lib/fill-text';
import { cardClasses } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { Svg } from '@/components/ui/svg';
import { useToday } from '@/components/time/use-today';
import { OpeningCard } from './opening-card';

const where = 'content/careers.ts';

interface OpeningsSearchProps {
  openings: JobOpening[];
  /** Where an opening without its own `apply` address takes applications. */
  applyEmail: string;
  words: CareersWords;
  /** The job alerts sign-up: in the empty state's card, or under the openings. */
  alerts?: ReactNode;
}

/** The search box and the openings it filters, less those past their deadline (build day, then the visitor's). */
export function OpeningsSearch({ openings, applyEmail, words, alerts }: OpeningsSearchProps) {
  const id = useId();
  const today = useToday();
  const [query, setQuery] = useState('');
  const open = useMemo(() => openOpenings(openings, today), [openings, today]);
  const visible = useMemo(() => filterOpenings(open, query), [open, query]);

  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id={`${id}-q`}
          label={words.search}
          submit={listWords.submit}
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={words.searchPlaceholder}
        />
      </form>
      <p role="status" className="sr-only">
        {visible.length === 1 ? '1 opening' : `${visible.length} openings`}
      </p>
      {visible.length > 0 ? (
        <>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {visible.map((job) => (
              <li key={job.id}>
                <OpeningCard job={job} applyEmail={applyEmail} words={words} />
              </li>
            ))}
          </ul>
          {alerts ? <div className="mt-10 max-w-xl">{alerts}</div> : null}
        </>
      ) : (
        <div
          className={cardClasses(
            { flush: true },
            'mt-8 grid gap-8 px-6 py-10 sm:px-10 md:grid-cols-2 md:items-center md:gap-10 lg:gap-16 lg:px-12',
          )}
        >
          <div>
            <Svg node={BriefcaseBusiness} className="size-10 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold text-brand-900">{words.none}</h3>
            <p className="mt-2 text-ink-muted">
              {open.length > 0 && query.trim()
                ? fillText(words.noMatch, { query: query.trim() }, where)
                : words.notRecruiting}
            </p>
          </div>
          {alerts ? <div className="md:border-l md:border-brand-900/10 md:pl-10">{alerts}</div> : null}
        </div>
      )}
    </div>
  );
}
