// Stands in for `algoliasearch/lite` in the browser bundle (see src/plugins/search-index), so the
// theme's search page gets the embedded client in embedded mode and Algolia's client otherwise.
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {isEmbeddedSearch} from '@site/config/searchMode';
import {siteSearchClient} from './siteSearchClient';

export * from 'algoliasearch/dist/lite/builds/browser';

export function liteClient(
  ...args: Parameters<typeof algoliaLiteClient>
): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  return isEmbeddedSearch(appId)
    ? (siteSearchClient() as unknown as ReturnType<typeof algoliaLiteClient>)
    : algoliaLiteClient(...args);
}
