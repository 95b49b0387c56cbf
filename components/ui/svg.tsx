import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A Lucide icon as a decorative inline SVG, in server and client components alike. Its strokes come from
 * the `icon` class (app/globals.css), not attributes on each icon: a page carries many, in its HTML and
 * again in its hydration data.
 */
export function Svg({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className ?? 'size-6'}`}>
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
