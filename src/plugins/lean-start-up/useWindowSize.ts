// Stands in for @docusaurus/theme-common's useWindowSize (see index.ts). Same contract: "ssr" until
// hydration, then "desktop" or "mobile". The change is made in a transition, so React renders what
// it brings (on a phone: the menu's page list and the collapsible table of contents, in place of
// the desktop sidebar and table of contents) in short slices instead of one long task.
import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's CSS uses the same breakpoint.
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const size = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setWindowSize(size));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
