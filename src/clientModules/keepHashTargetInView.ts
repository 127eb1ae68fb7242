// Diagrams and other content that render after the page (Mermaid, API samples) grow the page
// above a linked section and push it out of view. For a short while after a navigation to a
// #hash, keep the target at the top until the reader scrolls themselves.
import type {ClientModule} from '@docusaurus/types';

const SETTLE_MS = 3000;
const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let stopPrevious: (() => void) | undefined;

function keepInView(target: HTMLElement): () => void {
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    READER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop));
  };
  const timer = setTimeout(stop, SETTLE_MS);
  READER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, {passive: true}));
  // <html> and <body> are fixed to the viewport height; the app root grows with the content.
  observer.observe(document.getElementById('__docusaurus') ?? document.body);
  return stop;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    stopPrevious?.();
    stopPrevious = undefined;
    if (!location.hash || typeof ResizeObserver === 'undefined') return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) stopPrevious = keepInView(target);
  },
};

export default clientModule;
