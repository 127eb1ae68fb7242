// Wraps the OpenAPI theme's request explorer (request samples in many languages, the request form and
// the response panel) so its code is downloaded and run only when the explorer comes near the
// screen. On a phone it sits below the whole operation description, so reading the page no longer
// waits for it; on a wide screen it is in view at once and loads straight away.
import React, {lazy, Suspense, useRef, type ReactNode} from 'react';
import type ApiExplorerType from '@theme/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import type {WrapperProps} from '@docusaurus/types';
import {useHasBeenNearScreen} from '@site/src/lib/nearScreen';

type Props = WrapperProps<typeof ApiExplorerType>;

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useHasBeenNearScreen(placeholder);
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
