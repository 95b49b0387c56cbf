/**
 * Moves focus to a field a visitor must correct and brings it to the middle of the window: the
 * browser's own scroll on focus stops at the window's edge, where the sticky header covers it, and
 * does not scroll at all when the field is already under the header.
 */
export function focusField(field: HTMLElement | null | undefined) {
  if (!field) return;
  field.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center' });
}
