import type { SocialNetwork } from '@/content/schema';

// Simple brand-neutral glyphs drawn for this site (24x24 grid), so no icon font or brand package is shipped.
const glyphs: Record<SocialNetwork, string> = {
  youtube: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.3-.2-2.2.6.6-2.1-.2-.3A7 7 0 0 1 12 5zm-2.6 3.5c-.3 0-.7.1-.9.5-.3.4-.9 1-.9 2.3s1 2.6 1.1 2.8c.1.2 1.9 3 4.6 4 2.3.9 2.7.7 3.2.7.5-.1 1.6-.7 1.8-1.3.2-.6.2-1.2.2-1.3-.1-.1-.3-.2-.6-.3l-1.8-.9c-.3-.1-.5-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1a5.7 5.7 0 0 1-2.9-2.5c-.2-.4.2-.4.6-1.2.1-.2 0-.3 0-.5l-.8-2c-.2-.5-.4-.4-.6-.4z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.8-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  facebook:
    'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z',
  x: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.1 6H4l6.5-7.6z',
  linkedin:
    'M5 3.5A1.75 1.75 0 1 1 5 7a1.75 1.75 0 0 1 0-3.5zM3.5 8.5h3V20h-3zm5.5 0h2.9v1.6c.4-.8 1.5-1.8 3.2-1.8 3.4 0 3.9 2.2 3.9 5V20h-3v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H9z',
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className ?? 'size-5'} fill="currentColor">
      <path d={glyphs[network]} fillRule="evenodd" />
    </svg>
  );
}
