// Replaces the theme's code block content so that Prism (about 70 ms of script evaluation on a
// mid-range phone, on every page) leaves the main bundle. The server highlights every code block as
// before. While React hydrates a page, each code block keeps the lines the server rendered; Prism is
// downloaded only when a code block first renders in the browser (after a client-side navigation,
// or a block the server did not render, such as an API page's response examples) and comes within
// reach of the screen. Until then the block shows plain lines.
import React, {Suspense, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useHasBeenNearScreen} from '@site/src/lib/nearScreen';
// Highlighted.tsx on the server, LazyHighlighted.tsx in the browser (src/plugins/prism-on-demand).
import Highlighter from '@draupnir/code-highlighter';
import Frame from './Frame';

function PlainLines(): ReactNode {
  const {metadata} = useCodeBlockContext();
  return metadata.code.split('\n').map((line, index) => (
    <span key={index} className="token-line">
      {line || ' '}
      {'\n'}
    </span>
  ));
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const {metadata} = useCodeBlockContext();
  // Only during hydration is there a document while the app has not yet mounted.
  const [keepServerLines, setKeepServerLines] = useState(() => typeof document !== 'undefined' && !isBrowser);
  const codeRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // If React had to render this block afresh (after a hydration mismatch above it), there are no
    // server lines to keep: highlight it instead of showing an empty block.
    if (keepServerLines && codeRef.current?.childNodes.length === 0 && metadata.code !== '') {
      setKeepServerLines(false);
    }
  }, [keepServerLines, metadata.code]);

  if (keepServerLines) return <Frame className={className} codeRef={codeRef} />;
  if (typeof document === 'undefined') return <Highlighter className={className} />;
  return <HighlightedWhenNear className={className} />;
}

function HighlightedWhenNear({className}: {className?: string}): ReactNode {
  const codeRef = useRef<HTMLElement | null>(null);
  const near = useHasBeenNearScreen(codeRef);
  const plain = <Frame className={className} lines={<PlainLines />} codeRef={codeRef} />;
  // useHasBeenNearScreen switches in a transition, so the plain lines stay on screen until Prism has
  // arrived rather than being replaced by the fallback's copy of them.
  return <Suspense fallback={plain}>{near ? <Highlighter className={className} /> : plain}</Suspense>;
}
