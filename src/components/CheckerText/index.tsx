// Text of the checkers' results, written with code in backticks (src/lib/draupnir/*), shown with
// <code> for each backticked part. No HTML is ever built from the text, so a pasted value cannot
// inject markup.
import React, {type ReactNode} from 'react';

export default function CheckerText({children}: {children: string}): ReactNode {
  const parts = children.split(/(`[^`]+`)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={i}>{part.slice(1, -1)}</code> : <React.Fragment key={i}>{part}</React.Fragment>,
      )}
    </>
  );
}
