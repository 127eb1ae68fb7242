// Stands in for @docusaurus/core's client/browserContext (see index.ts), with the same two exports.
// useIsBrowser() turns true once the page has hydrated. The original made that change as an ordinary
// update, which React renders in one uninterrupted task: on the command reference, about 300
// components (every code block, the sidebar's categories) in some 60 ms unthrottled. Made in a
// transition, React renders it in short slices and lets a reader's input go first.
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
