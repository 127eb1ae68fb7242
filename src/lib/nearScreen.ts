// Whether an element is near the screen, for content that is built only when the reader gets close
// to it (code block buttons, the API request explorer) or measured only then (word wrap).
import {startTransition, useEffect, useState, type RefObject} from 'react';

// How far outside the screen an element counts as near it: about a phone screen's height, so what a
// reader scrolls to is ready before it arrives.
const MARGIN = '600px 0px';

type Listener = (near: boolean) => void;
type Watched = {near: boolean | undefined; listeners: Set<Listener>};

const watched = new Map<Element, Watched>();
let observer: IntersectionObserver | undefined;

/**
 * Calls `listener` with true when `element` comes within MARGIN of the screen and with false when it
 * leaves (at once if that is already known); returns the function that stops watching. One observer
 * serves every element on the page, and an element may have several listeners.
 */
export function watchNearScreen(element: Element, listener: Listener): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // A browser that cannot tell: treat everything as near.
    listener(true);
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const entryWatched = watched.get(entry.target);
        if (entryWatched === undefined) continue;
        entryWatched.near = entry.isIntersecting;
        for (const each of entryWatched.listeners) each(entry.isIntersecting);
      }
    },
    {rootMargin: MARGIN},
  );
  let state = watched.get(element);
  if (state === undefined) {
    state = {near: undefined, listeners: new Set()};
    watched.set(element, state);
    observer.observe(element);
  }
  state.listeners.add(listener);
  if (state.near !== undefined) listener(state.near);
  const mine = state;
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0) return;
    watched.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * False on the server, while the page hydrates and until the element in `ref` first comes near the
 * screen; true from then on. The switch is made in a transition, so when many components turn at
 * once (the buttons of every code block in the first screenful) React builds what they add in
 * short slices instead of one long task.
 */
export function useHasBeenNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || near) return undefined;
    return watchNearScreen(element, (isNear) => {
      if (isNear) startTransition(() => setNear(true));
    });
  }, [ref, near]);
  return near;
}
