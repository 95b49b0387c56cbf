import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * Renders a Lucide icon (imported by name from 'lucide', so only the icons used are bundled) as a
 * decorative inline SVG. Works in server and client components alike. Its strokes are drawn by the
 * `icon` class (app/globals.css), not by attributes on each icon: a page of rows carries many icons,
 * in its HTML and again in its hydration data.
 */
export function Svg({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className ?? 'size-6'}`}>
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
