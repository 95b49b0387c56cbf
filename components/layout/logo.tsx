import { site } from '@/content/site';
import { SmartLink } from '@/components/ui/smart-link';

/** The institute's mark and name; links home. The link's name is its visible text. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <SmartLink href="/" className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <circle cx="20" cy="20" r="20" fill="#136642" />
        <path d="M20 7c7 4 9 13 0 26C11 20 13 11 20 7z" fill="#b0e9c7" />
        <path d="M20 12v20" stroke="#136642" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M8 28c6-2 18-2 24 0" stroke="#e4a63a" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      </svg>
      <span className="leading-tight">
        <span
          className={
            tone === 'dark' ? 'block text-lg font-extrabold text-brand-900' : 'block text-lg font-extrabold text-white'
          }
        >
          {site.shortName}
        </span>
        <span
          className={
            tone === 'dark'
              ? 'block max-w-[11rem] text-[0.7rem] font-medium text-ink-muted'
              : 'block max-w-[11rem] text-[0.7rem] font-medium text-brand-100'
          }
        >
          {site.name}
        </span>
      </span>
    </SmartLink>
  );
}
