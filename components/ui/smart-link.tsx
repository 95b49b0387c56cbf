import type { AnchorHTMLAttributes, ReactNode } from 'react';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". Defaults to true for http(s) links. */
  external?: boolean;
  children: ReactNode;
};

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/**
 * One link for every destination: external sites open in a new tab safely; every other link is a
 * plain anchor. Internal links load the next page as a page: every page is static HTML, and
 * next/link would add about 4 KB of compressed JavaScript to every route for client navigations
 * that save nothing here. Nothing is prefetched, in view or on hover: visitors pay for their data,
 * and one who asks to save data must get nothing they did not open.
 */
export function SmartLink({ href, external, children, ...rest }: SmartLinkProps) {
  if (external ?? isExternal(href)) {
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
