import type { AnchorHTMLAttributes, ReactNode } from 'react';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer"; by default for http(s) links. */
  external?: boolean;
  children: ReactNode;
};

/**
 * One link for every destination: another site opens in a new tab, safely; every other link is a plain
 * anchor. Not next/link: it would add about 4 KB of compressed JavaScript to every route for client
 * navigations that save nothing on static pages, and nothing is prefetched: visitors pay for their data.
 */
export function SmartLink({ href, external, children, ...rest }: SmartLinkProps) {
  if (external ?? /^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
