// A small site for the search engine's unit tests: doc pages as the build writes them, and an
// embedded search client over their index, served from memory.
import {buildIndexFiles} from '../../src/plugins/search-index/buildIndex';
import {extractRecords} from '../../src/plugins/search-index/extractRecords';
import {createEmbeddedSearchClient} from '../../src/lib/search/embeddedSearchClient';

export const SITE = 'https://example.org/docs/';
const INDEX_URL = '/docs/search-index.json';

/** A doc page's HTML, with the meta tags and active sidebar section the index reads. */
export function docPage(body: string, {section = 'Guide', description = ''} = {}): string {
  return `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="description" content="${description}"></head>
<body><aside><a class="menu__link menu__link--sublist menu__link--active">${section}</a></aside><main><article>${body}</article></main></body></html>`;
}

/** A search client over pages given by path under SITE, in that order. */
export function searchClientFor(pages: Record<string, string>) {
  const records = Object.entries(pages).flatMap(([path, html]) => extractRecords(html, {url: SITE + path}));
  const {json, texts} = buildIndexFiles(records);
  return createEmbeddedSearchClient({
    indexUrl: () => INDEX_URL,
    fetchImpl: (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === INDEX_URL) return new Response(json);
      const text = texts.get(/([0-9a-f]{8})\.json$/.exec(url)?.[1] ?? '');
      return text ? new Response(text) : new Response('not found', {status: 404});
    }) as typeof fetch,
  });
}
