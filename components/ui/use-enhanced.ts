import { useEffect, useState } from 'react';

/**
 * False in the pre-rendered HTML and while it hydrates, true once the page's script runs. Controls
 * that need JavaScript render their no-JavaScript form (a link, every item shown) until then, so
 * the HTML works on its own and hydration matches it.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
