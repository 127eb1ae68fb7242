// Among the shown results, a section that writes the query's words side by side, in the query's
// order, comes before one that has the same words apart (a phrase is read from the section's text,
// which the index does not hold).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildIndexFiles} from '../../src/plugins/search-index/buildIndex';
import {extractRecords} from '../../src/plugins/search-index/extractRecords';
import {createEmbeddedSearchClient} from '../../src/lib/search/embeddedSearchClient';

const SITE = 'https://example.org/docs/';
const page = (title: string, text: string) =>
  `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>
<body><aside><a class="menu__link menu__link--sublist menu__link--active">Guide</a></aside><main><article><h1>${title}</h1><p>${text}</p></article></main></body></html>`;

// The same words, as many of them, in two pages: only their order differs.
const PAGES: Record<string, string> = {
  tokens: page('Tokens', 'The service for authentication checks tokens on every request it gets.'),
  logins: page('Logins', 'The authentication service checks tokens on every request it gets.'),
};
const records = Object.entries(PAGES).flatMap(([path, html]) => extractRecords(html, {url: SITE + path}));
const {json, texts} = buildIndexFiles(records);
const client = createEmbeddedSearchClient({
  indexUrl: () => '/docs/search-index.json',
  fetchImpl: (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/docs/search-index.json') return new Response(json);
    return new Response(texts.get(/([0-9a-f]{8})\.json$/.exec(url)?.[1] ?? '') ?? '');
  }) as typeof fetch,
});

async function firstPage(query: string): Promise<string> {
  const {results} = await client.search({requests: [{indexName: 'docs', query}]});
  assert.equal(results[0].hits.length, 2, `both pages hold the words of "${query}"`);
  return results[0].hits[0].url.replace(SITE, '');
}

test('a section that writes the query as a phrase comes first', async () => {
  assert.equal(await firstPage('authentication service'), 'logins');
  // Stop words between the words ("service for authentication") do not break the phrase.
  assert.equal(await firstPage('service authentication'), 'tokens');
  assert.equal(await firstPage('what is the authentication service?'), 'logins');
});
