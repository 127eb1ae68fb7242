// The scripts a page downloads, with their code, for tests that check which code a page fetched
// (the search box's, Mermaid's, react-markdown's) and when.
import type {Page} from '@playwright/test';
import {BASE} from './site';

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

// Prism, the highlighter, is one chunk of its own that the site fetches only when a block needs it.
const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

/** Starts recording the page's requests for Prism's chunk. */
export function prismRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/** Starts recording the paths of the scripts the page asks for, in order. */
export function scriptRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') fetched.push(new URL(sent.url()).pathname);
  });
  return fetched;
}

/** The scripts a page's HTML names (the runtime, main.js and the page's own chunks), as paths. */
export const scriptsNamedIn = (html: string): string[] =>
  Array.from(html.matchAll(new RegExp(`"(${BASE}assets/js/[^"]+\\.js)"`, 'g')), ([, script]) => script);
