import { useEffect, useState } from 'react';

/**
 * False in the pre-rendered HTML and while it hydrates, true once the page's script runs: controls that
 * need JavaScript render their no-JavaScript form until then, so the HTML works alone and hydration matches.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
