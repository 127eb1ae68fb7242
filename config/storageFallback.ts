// Some browsers refuse web storage (blocked cookies, strict privacy settings, a full quota): every
// call throws. This inline script runs before the app. For each storage that throws it puts an
// in-memory stand-in in its place, so the site works as usual (the theme still toggles, choices
// last until the tab closes), and it says so once in the console.
import type {HtmlTagObject} from '@docusaurus/types';

/** Replaces each of `localStorage` and `sessionStorage` that throws with an in-memory store. */
export function replaceBrokenStorage(win: Record<string, unknown>): string[] {
  const replaced: string[] = [];
  for (const name of ['localStorage', 'sessionStorage']) {
    try {
      const storage = win[name] as Storage;
      storage.setItem('storage-probe', '1');
      storage.removeItem('storage-probe');
      continue;
    } catch {
      // Unusable: replaced below.
    }
    const data = new Map<string, string>();
    const memory = {
      getItem: (key: string) => data.get(String(key)) ?? null,
      setItem: (key: string, value: string) => void data.set(String(key), String(value)),
      removeItem: (key: string) => void data.delete(String(key)),
      clear: () => data.clear(),
      key: (index: number) => Array.from(data.keys())[index] ?? null,
      get length() {
        return data.size;
      },
    };
    Object.defineProperty(win, name, {value: memory, configurable: true});
    replaced.push(name);
  }
  // Storage events name the storage they come from, and the browser accepts only a real one there.
  const StorageEvent = win.StorageEvent as {prototype: {initStorageEvent: (...args: unknown[]) => void}} | undefined;
  if (replaced.length > 0 && StorageEvent) {
    const init = StorageEvent.prototype.initStorageEvent;
    StorageEvent.prototype.initStorageEvent = function (this: unknown, ...args: unknown[]) {
      if (replaced.some((name) => args[7] === win[name])) args[7] = null;
      return init.apply(this, args);
    };
  }
  return replaced;
}

export const STORAGE_WARNING =
  'Browser storage is unavailable here, so the site keeps your colour theme, dismissed announcements ' +
  'and recent searches only until you close this tab.';

export function storageFallbackHeadTag(): HtmlTagObject {
  return {
    tagName: 'script',
    attributes: {},
    innerHTML: `(function(){var replaced=(${replaceBrokenStorage.toString()})(window);if(replaced.length){console.warn(${JSON.stringify(STORAGE_WARNING)},'('+replaced.join(', ')+' replaced by an in-memory store)');}})();`,
  };
}
