// What the two checker pages share: their code loads once, with a dynamic import() started when the
// page is up so that the first check answers at once, and their live region announces each result,
// a repeated one too.
import {useEffect, useState} from 'react';

export const LOAD_FAILED = 'The checker could not be loaded. Check your connection and reload the page.';

/** The checker's code, imported once however often it is asked for. */
export function onceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Starts loading the checker's code when the page is up; a failure shows when the reader checks. */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
}

/**
 * The live region's text. A result the same as the last one gets a no-break space, so that a
 * screen reader announces it again.
 */
export function useAnnouncement(): [string, (text: string) => void] {
  const [announcement, setAnnouncement] = useState('');
  const announce = (text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  return [announcement, announce];
}
