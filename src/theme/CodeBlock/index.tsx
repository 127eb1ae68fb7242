// Ejected from theme-classic 3.8.1 only to drop the remount after hydration (key={isBrowser}): the
// theme remounted every code block to swap in the colour mode's inline colours, which re-highlighted
// every block on every page load. Colours now come from CSS (src/plugins/prism-on-demand).
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Joins plain-string children into one string, so the block can be copied; elements stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringifyChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
