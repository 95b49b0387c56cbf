import type { InputHTMLAttributes } from 'react';
import { Search } from 'lucide';
import { Svg } from './svg';
import { buttonClasses } from './button';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  label: string;
  /** A submit button beside the box: a form needs one to be sent from the keyboard alike everywhere. */
  submit?: string;
};

/** A labelled search box with the magnifier inside it, as every list's filter shows it. */
export function SearchField({ id, label, submit, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Svg
            node={Search}
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={id}
            type="search"
            autoComplete="off"
            {...input}
            className="min-h-11 w-full rounded-xl border border-brand-900/20 bg-white py-2 pr-3 pl-9 text-base text-ink placeholder:text-ink-muted focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm"
          />
        </div>
        {submit ? (
          <button type="submit" className={buttonClasses('outline', 'md')}>
            {submit}
          </button>
        ) : null}
      </div>
    </>
  );
}
