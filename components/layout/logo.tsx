import { site } from '@/content/site';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { logoMarkShapes, logoMarkViewBox } from '@/lib/logo-mark';

/** The institute's mark and name; links home. The link's name is its visible text. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <SmartLink href="/" className="inline-flex items-center gap-2.5">
      <svg
        viewBox={logoMarkViewBox}
        aria-hidden="true"
        className="size-10 shrink-0"
        // A constant from lib/logo-mark.ts, the one drawing of the mark that the icons are made from too.
        dangerouslySetInnerHTML={{ __html: logoMarkShapes }}
      />
      <span className="leading-tight">
        <span className={cn('block text-lg font-extrabold', tone === 'dark' ? 'text-brand-900' : 'text-white')}>
          {site.shortName}
        </span>
        <span
          className={cn(
            'block max-w-[11rem] text-[0.7rem] leading-[1.15] font-medium text-balance',
            tone === 'dark' ? 'text-ink-muted' : 'text-brand-100',
          )}
        >
          {site.name}
        </span>
      </span>
    </SmartLink>
  );
}
