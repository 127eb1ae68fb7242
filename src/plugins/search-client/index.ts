// Points `algoliasearch/lite` in the browser bundle at src/lib/search/liteClient.ts, which hands
// the theme's search page the embedded client in embedded mode and Algolia's client otherwise.
// (The DocSearch modal bundles its own client; the ejected SearchBar swaps that one.)
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function searchClientPlugin(context: LoadContext): Plugin {
  const liteClient = join(context.siteDir, 'src/lib/search/liteClient.ts');
  return {
    name: 'search-client',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'algoliasearch/lite$': liteClient}}};
    },
  };
}
