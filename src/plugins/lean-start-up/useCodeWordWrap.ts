// Stands in for @docusaurus/theme-common's useCodeWordWrap (see index.ts). Same contract. The
// original measured every code block as soon as it mounted, and again on every resize, forcing the
// browser to lay out the whole page, off-screen blocks included, before it could go on. This one
// measures a block only while it is near the screen (src/lib/nearScreen.ts): the word-wrap button
// shows only on a block the reader points at, and a block in a tab that opens comes into view then.
import {useCallback, useEffect, useRef, useState} from 'react';
import {watchNearScreen} from '../../lib/nearScreen';

export function useCodeWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const isNearScreen = useRef(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Wrap even a single token longer than the line.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block || !isNearScreen.current) return;
    const wrapped = block.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || wrapped);
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    return watchNearScreen(block, (isNear) => {
      isNearScreen.current = isNear;
      measure();
    });
  }, [measure]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
