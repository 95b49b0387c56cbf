import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * Renders a Lucide icon (imported by name from 'lucide', so only the icons used are bundled) as a
 * decorative inline SVG. Works in server and client components alike.
 */
export function Svg({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-6'}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
