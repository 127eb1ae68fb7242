// Wraps the OpenAPI theme's renderer for API descriptions (react-markdown with GFM and raw HTML).
// Most descriptions are plain paragraphs with `inline code`: those are built directly
// (./simpleMarkdown.tsx), so an API page whose descriptions are all like that neither downloads nor
// runs react-markdown, and one that has others parses only those. The rest load react-markdown on
// demand; the server renders them in full, so the page's HTML is complete either way.
import React, {lazy, Suspense, type ReactNode} from 'react';
import {renderSimpleMarkdown} from './simpleMarkdown';

// The theme passes the Markdown text as the only child.
type Props = {children?: string};

const Markdown = lazy(() => import('@theme-original/Markdown'));

export default function MarkdownWrapper(props: Props): ReactNode {
  const text = props.children;
  const simple = typeof text === 'string' ? renderSimpleMarkdown(text) : null;
  if (simple !== null) return simple;
  return (
    // Shown only when a description first renders in the browser before react-markdown arrives.
    <Suspense fallback={<p>{text}</p>}>
      <Markdown {...props} />
    </Suspense>
  );
}
