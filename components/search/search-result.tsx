import { excerptSegments } from '@/lib/search-text';
import type { PagefindResultData } from './pagefind';

export interface ResultSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface ResultItem {
  url: string;
  title: string;
  excerpt: string;
  /** Sections of the page that match, each linking to its heading's anchor. */
  sections: ResultSection[];
}

/** Only same-site paths become links; anything else in an index entry is dropped. */
function safePath(url: string | undefined): string | null {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

const maxSections = 3;

export function toResultItem(data: PagefindResultData): ResultItem | null {
  const url = safePath(data.url);
  if (!url) return null;
  const sections: ResultSection[] = [];
  for (const sub of data.sub_results ?? []) {
    const subUrl = safePath(sub.url);
    // A sub-result without an anchor is the page itself, already shown as the main link.
    if (!subUrl || !subUrl.includes('#') || subUrl === url) continue;
    sections.push({ title: sub.title, url: subUrl, excerpt: sub.excerpt });
    if (sections.length === maxSections) break;
  }
  return { url, title: data.meta.title?.trim() || url, excerpt: data.excerpt, sections };
}

/** An excerpt with its matches in <mark>; every piece is rendered as text, never as HTML. */
export function Excerpt({ html, className }: { html: string; className?: string }) {
  return (
    <span className={className}>
      {excerptSegments(html).map((segment, index) =>
        segment.mark ? (
          <mark key={index} className="rounded-sm bg-earth-100 px-0.5 font-semibold text-ink">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}

export function SearchResultItem({ item, onNavigate }: { item: ResultItem; onNavigate?: () => void }) {
  return (
    <li className="rounded-lg ring-1 ring-brand-900/10">
      <a href={item.url} onClick={onNavigate} className="block rounded-lg px-3 py-2.5 hover:bg-brand-50">
        <span className="block font-semibold text-brand-800">{item.title}</span>
        <Excerpt html={item.excerpt} className="mt-0.5 block text-sm text-ink-muted" />
      </a>
      {item.sections.length > 0 ? (
        <ul aria-label={`Sections of ${item.title}`} className="mx-3 mb-2 border-l-2 border-brand-100 pl-3">
          {item.sections.map((section) => (
            <li key={section.url}>
              <a href={section.url} onClick={onNavigate} className="block rounded-md px-2 py-1.5 hover:bg-brand-50">
                <span className="block text-sm font-semibold text-brand-800">{section.title}</span>
                <Excerpt html={section.excerpt} className="block text-xs text-ink-muted" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
