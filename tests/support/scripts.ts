// The scripts a page downloads, with their code, for tests that check which code a page fetched
// (the search box's, Mermaid's, react-markdown's) and when.
import type {Page} from '@playwright/test';

type Script = {url: string; body: string};

/**
 * Starts collecting the scripts `page` downloads. `containing(marker)` waits until every script that
 * has arrived so far has been read, then names those whose code includes `marker`; `count()` is how
 * many have arrived.
 */
export function watchScripts(page: Page): {containing: (marker: string) => Promise<string[]>; count: () => number} {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({url: response.url(), body}),
        // Only a body still arriving when the test ends cannot be read, and no check waits for it.
        () => ({url: response.url(), body: ''}),
      ),
    );
  });
  return {
    count: () => scripts.length,
    containing: async (marker) =>
      (await Promise.all(scripts)).filter((script) => script.body.includes(marker)).map((script) => script.url),
  };
}
