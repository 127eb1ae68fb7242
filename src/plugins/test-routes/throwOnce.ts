// Makes a test page throw a two-level error after hydration, and keep throwing (React retries a
// failed render once before it shows the fallback) until the reader clicks "Try again".
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

let crashing = true;

if (ExecutionEnvironment.canUseDOM) {
  // Capture phase: runs before React handles the click and renders again.
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.trim() === 'Try again') crashing = false;
    },
    {capture: true},
  );
}

export function useThrowOnce(key: string): void {
  const hydrated = useIsBrowser();
  if (!hydrated || !crashing) return;
  throw new Error(`Test crash in ${key}: the page failed to render`, {
    cause: new Error('Root cause: the test asked for it'),
  });
}
