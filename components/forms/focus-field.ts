/**
 * Focuses a field to correct and brings it to the middle of the window: the browser's own scroll on
 * focus stops at the window's edge, under the sticky header.
 */
export function focusField(field: HTMLElement | null | undefined) {
  if (!field) return;
  field.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center' });
}
