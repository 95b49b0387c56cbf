import { Fragment } from 'react';
import type { Link } from '@/content/schema';
import { TextLink } from './text-link';

/** A sentence whose `{name}` placeholders are links: "See the {feesLink} page." */
export function TextWithLinks({ text, links }: { text: string; links: Record<string, Link> }) {
  return text.split(/(\{[a-zA-Z]+\})/).map((part, index) => {
    const link = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
    const target = link ? links[link] : undefined;
    if (link && !target) throw new Error(`"${text}": {${link}} names no link of the page`);
    return target ? (
      <TextLink key={index} href={target.href}>
        {target.label}
      </TextLink>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}
