// Wraps Mermaid so that the diagram library (about 190 KB of gzipped JavaScript) is downloaded only
// by pages that draw a diagram, instead of by every doc page through the MDX components.
import React, {lazy, Suspense, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Mermaid {...props} />
    </Suspense>
  );
}
