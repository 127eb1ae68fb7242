// The one embedded search client of the page. The build writes the index under a hashed name and
// names it in every page's <meta name="draupnir:search-index">.
import {createEmbeddedSearchClient} from './embeddedSearchClient';

let client: ReturnType<typeof createEmbeddedSearchClient> | undefined;

const indexUrl = (): string | undefined =>
  document.querySelector('meta[name="draupnir:search-index"]')?.getAttribute('content') ?? undefined;

export function siteSearchClient(): ReturnType<typeof createEmbeddedSearchClient> {
  client ??= createEmbeddedSearchClient({indexUrl});
  return client;
}
