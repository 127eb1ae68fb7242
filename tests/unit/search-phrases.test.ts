// A section that writes the query's words side by side, in the query's order, comes before one
// that has the same words apart. Each site below has two pages with the same words, as many of
// them, in another order; the one without the phrase comes first in the site, so it would win the
// tie without the rule.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildIndexFiles} from '../../src/plugins/search-index/buildIndex';
import {extractRecords} from '../../src/plugins/search-index/extractRecords';
import {createEmbeddedSearchClient} from '../../src/lib/search/embeddedSearchClient';

const SITE = 'https://example.org/docs/';
const page = (text: string) =>
  `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><aside><a class="menu__link menu__link--sublist menu__link--active">Guide</a></aside><main><article><h1>A page</h1><p>${text}</p></article></main></body></html>`;

/** The page found first for `query` among two: `apart` (first in the site) and `together`. */
async function firstOf(query: string, apart: string, together: string, hitsPerPage = 20): Promise<string> {
  const records = [
    ...extractRecords(page(apart), {url: `${SITE}apart`}),
    ...extractRecords(page(together), {url: `${SITE}together`}),
  ];
  const {json, texts} = buildIndexFiles(records);
  const client = createEmbeddedSearchClient({
    indexUrl: () => '/docs/search-index.json',
    fetchImpl: (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/docs/search-index.json') return new Response(json);
      return new Response(texts.get(/([0-9a-f]{8})\.json$/.exec(url)?.[1] ?? '') ?? '');
    }) as typeof fetch,
  });
  const {results} = await client.search({requests: [{indexName: 'docs', query, hitsPerPage}]});
  assert.equal(results[0].nbHits, 2, `both pages hold the words of "${query}"`);
  return results[0].hits[0].url.replace(SITE, '');
}

test('a section that writes the query as a phrase comes first', async () => {
  assert.equal(await firstOf('authentication service', 'Authentication checks the service tokens.', 'The authentication service checks tokens.'), 'together');
});

test('stop words between the words do not part them', async () => {
  assert.equal(await firstOf('service authentication', 'The service checks tokens of authentication.', 'Checks tokens: the service of authentication.'), 'together');
});

test('a name the query holds whole is one word of the phrase', async () => {
  assert.equal(await firstOf('web.port setting', 'The setting: change web.port.', 'Change the web.port setting.'), 'together');
});

test('the order is the same whatever the page size, so the search box and the search page agree', async () => {
  const query = 'authentication service';
  const [apart, together] = ['Authentication checks the service tokens.', 'The authentication service checks tokens.'];
  assert.equal(await firstOf(query, apart, together, 1), 'together');
});
