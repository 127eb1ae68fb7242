import {startTransition, useEffect, useState} from 'react';

/**
 * False on the server and while the page hydrates; true once hydration is over. The switch is made
 * in a transition, so when many components wait for it (the buttons of every code block on a page)
 * React builds what they add in short slices instead of one long task that holds up the reader.
 */
export function useShownAfterHydration(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}
