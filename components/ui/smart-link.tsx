import NextLink from 'next/link';
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
 * One link for every destination: internal paths use next/link, external sites open in a new tab
 * safely, and mailto:, tel: and file links are plain anchors. Internal links never prefetch, in
 * view or on hover: visitors pay for their data, and one who asks to save data must get nothing
 * they did not open; a click costs one request more, with no JavaScript added to decide per visitor.
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
  if (href.startsWith('/') && !/\.[a-z0-9]+$/i.test(href.split('?')[0]!)) {
    return (
      <NextLink href={href} prefetch={false} {...rest}>
        {children}
      </NextLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
