// Wraps the OpenAPI theme's request explorer (request samples in many languages, the request form and
// the response panel) so its code is downloaded and run only when the explorer comes near the
// screen. On a phone it sits below the whole operation description, so reading the page no longer
// waits for it; on a wide screen it is in view at once and loads straight away.
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type ApiExplorerType from '@theme/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ApiExplorerType>;

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

// Start loading a little before the explorer scrolls into view.
const NEAR = '400px';

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: NEAR},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) {
    return (
      <div ref={placeholder}>
        <SkeletonLoader size="lg" />
      </div>
    );
  }
  return (
    <Suspense fallback={<SkeletonLoader size="lg" />}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
