// Stands in for @docusaurus/theme-common's utils/reactUtils (see index.ts), with the same five
// exports. The change is in useShallowMemoObject: it orders an object's keys by code unit, where the
// original calls String.localeCompare. On a doc page that was the page's first localeCompare call,
// which sets up the browser's collation data: 30-70 ms of main-thread work on this machine, to
// sort a handful of property names.
import {createElement, Fragment, useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A callback whose identity never changes and which always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => latest.current(...args), []) as T;
}

/** The value from the previous render (undefined on the first). */
export function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    previous.current = value;
  });
  // eslint-disable-next-line react-compiler/react-compiler
  return previous.current;
}

/** Thrown by a hook used outside the provider it needs; names the hook when the stack tells it. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const caller = /at (?:\w+\.)?(?<name>\w+)/.exec(this.stack?.split('\n')[1] ?? '')?.groups?.name ?? '';
    this.message = `Hook ${caller} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** `obj` itself, kept the same object for as long as its properties keep the same values. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey).flat();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps);
}

/** One component that nests `providers` around its children, the first outermost. */
export function composeProviders(providers: ComponentType<{children: ReactNode}>[]): ComponentType<{children: ReactNode}> {
  return function ComposedProviders({children}) {
    return createElement(
      Fragment,
      null,
      providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children),
    );
  };
}
