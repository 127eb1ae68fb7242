import assert from 'node:assert/strict';
import {test} from 'node:test';
import {buildIndexFiles} from '../../src/plugins/search-index/buildIndex';
import {extractRecords} from '../../src/plugins/search-index/extractRecords';
import {createEmbeddedSearchClient, type EmbeddedSearchResult} from '../../src/lib/search/embeddedSearchClient';
import type {SearchIndexFile} from '../../src/lib/search/searchIndexFormat';

const SITE = 'https://example.org/docs/';

function page(body: string, {language = 'en', tag = 'docs-default-current', section = 'Guide'} = {}): string {
  return `<html><head><meta name="docsearch:language" content="${language}"><meta name="docsearch:docusaurus_tag" content="${tag}"></head>
<body><aside><a class="menu__link menu__link--sublist menu__link--active">${section}</a></aside><main><article>${body}</article></main></body></html>`;
}

const h2 = (text: string, id: string) => `<h2 id="${id}">${text}<a class="hash-link" href="#${id}">\u200b</a></h2>`;

const LONG_TEXT =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty ' +
  'needle twentytwo twentythree twentyfour twentyfive twentysix twentyseven twentyeight twentynine thirty thirtyone thirtytwo';

const PAGES: Record<string, string> = {
  'ban-lists': page(`<h1>Ban lists</h1><p>Subscribe to shared lists.</p>`),
  'moderation': page(`<h1>Moderation basics</h1>${h2('Tools', 'tools')}<p>Use ban lists to keep rooms clean.</p>`),
  'management': page(`<h1>The management room</h1><p>Where moderators talk to Draupnir.</p>`),
  'protections': page(`<h1>Protections</h1><p>Automatic responses to spam.</p>`, {section: 'Protections'}),
  'security': page(`<h1>Escaping</h1><p>Never run &lt;script&gt;alert("x")&lt;/script&gt; from a report &amp; friends.</p>`),
  'snippets': page(`<h1>Snippets</h1><p>${LONG_TEXT}</p>`),
  'paging': page(`<h1>Paging</h1>${Array.from({length: 25}, (_, i) => `${h2(`Section ${i}`, `s${i}`)}<p>Pagination item ${i}.</p>`).join('')}`),
  'french': page(`<h1>Listes</h1><p>Pagination en français.</p>`, {language: 'fr'}),
  'old-version': page(`<h1>Old</h1><p>Pagination in an old version.</p>`, {tag: 'docs-default-1.0'}),
};

const records = Object.entries(PAGES).flatMap(([path, html]) => extractRecords(html, {url: SITE + path}));
const {json, texts} = buildIndexFiles(records);
const INDEX_URL = '/docs/search-index.test.json';

/** The text file of a page (each of these pages has one), as the index file names it. */
const pageText = (path: string): string => `${(JSON.parse(json) as SearchIndexFile).p.find((page) => page[0] === path)![4][0][2]}.json`;

/** Serves the index and the page text files; `responses` answer the first requests instead. */
function fakeFetch(responses: (() => Response)[] = []) {
  const calls: string[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const next = responses.shift();
    if (next) return next();
    if (url === INDEX_URL) return new Response(json, {headers: {'content-type': 'application/json'}});
    const text = texts.get(/^\/docs\/search-text\/([0-9a-f]{8})\.json$/.exec(url)?.[1] ?? '');
    return text ? new Response(text) : new Response('not found', {status: 404});
  }) as typeof fetch;
  return {calls, impl};
}

function client(responses?: (() => Response)[]) {
  const fetch = fakeFetch(responses);
  return {fetch, client: createEmbeddedSearchClient({indexUrl: () => INDEX_URL, fetchImpl: fetch.impl})};
}

async function modalSearch(query: string, extra: Record<string, unknown> = {}): Promise<EmbeddedSearchResult> {
  const {results} = await client().client.search({requests: [{indexName: 'docs', query, ...extra}]});
  assert.equal(results.length, 1);
  return results[0];
}

const urls = (result: EmbeddedSearchResult) => result.hits.map((hit) => hit.url.replace(SITE, ''));
const stripTags = (html: string) => html.replace(/<\/?mark>/g, '');

test('the modal request shape: one result with the fields DocSearch reads', async () => {
  const result = await modalSearch('management', {
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  });
  assert.equal(result.index, 'docs');
  assert.equal(result.query, 'management');
  assert.equal(result.exhaustiveNbHits, true);
  assert.deepEqual(result.facets, {});
  assert.match(result.queryID, /^[0-9a-f]{32}$/);
  assert.match(result.params, /hitsPerPage=20/);
  assert.equal(typeof result.processingTimeMS, 'number');
  const [hit] = result.hits;
  assert.equal(hit.url, `${SITE}management`);
  assert.equal(hit.type, 'lvl1');
  assert.equal(hit.content, null);
  assert.match(hit.objectID, /^[0-9a-z]{11}$/);
  assert.deepEqual(hit.hierarchy, {lvl0: 'Guide', lvl1: 'The management room', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1']);
  assert.deepEqual(hit._highlightResult.hierarchy.lvl1, {
    value: 'The <mark>management</mark> room',
    matchLevel: 'full',
    matchedWords: ['management'],
  });
  assert.deepEqual(hit._highlightResult.hierarchy.lvl0, {value: 'Guide', matchLevel: 'none', matchedWords: []});
  assert.deepEqual(hit._snippetResult.hierarchy.lvl1, {value: 'The <mark>management</mark> room', matchLevel: 'full'});
  assert.equal(hit._highlightResult.content, undefined, 'heading hits have no content to summarise');
});

test('the legacy array shape (algoliasearch-helper): params as an object or a string, one result per query', async () => {
  const {client: search} = client();
  const {results} = await search.search([
    {indexName: 'docs', params: {query: 'pagination', hitsPerPage: 15, page: 0, facets: ['language', 'docusaurus_tag'], facetFilters: [['language:en']]}},
    {indexName: 'docs', params: {query: 'pagination', hitsPerPage: 0, page: 0, facets: 'language'}},
    {indexName: 'docs', params: 'query=pagination&hitsPerPage=5&facetFilters=%5B%22language%3Aen%22%5D'},
  ]);
  assert.deepEqual(results.map((r) => [r.hits.length, r.nbHits, r.hitsPerPage, r.nbPages]), [
    [15, 26, 15, 2],
    [0, 27, 0, 0],
    [5, 26, 5, 6],
  ]);
  for (const hit of results[0].hits) {
    assert.ok(hit._highlightResult.hierarchy, 'the search page destructures the hierarchy highlight');
    assert.ok(hit._snippetResult.content?.value.includes('<mark>Pagination</mark>'));
  }
});

test('hitsPerPage, page and nbPages page through the hits without overlap', async () => {
  const pages = await Promise.all([0, 1, 2, 3].map((page) => modalSearch('item', {hitsPerPage: 10, page})));
  assert.deepEqual(pages.map((p) => [p.hits.length, p.nbHits, p.nbPages, p.page]), [
    [10, 25, 3, 0],
    [10, 25, 3, 1],
    [5, 25, 3, 2],
    [0, 25, 3, 3],
  ]);
  const all = pages.flatMap(urls);
  assert.equal(new Set(all).size, 25);
  assert.equal((await modalSearch('item')).hits.length, 20, 'hitsPerPage defaults to 20');
});

test('facetFilters: the outer list is AND, inner lists are OR, a string alone is one filter', async () => {
  const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  const found = async (facetFilters: unknown) =>
    urls(await modalSearch('pagination', {facetFilters, hitsPerPage: 100}))
      .filter((url) => !url.startsWith('paging'))
      .sort();
  assert.deepEqual(await found(contextual), []);
  assert.deepEqual(await found(undefined), ['french', 'old-version']);
  assert.deepEqual(await found('language:fr'), ['french']);
  assert.deepEqual(await found(['language:en', 'docusaurus_tag:docs-default-1.0']), ['old-version']);
  assert.deepEqual(await found([['language:fr', 'docusaurus_tag:docs-default-1.0']]), ['french', 'old-version']);
  assert.deepEqual(await found(['language:-en']), ['french']);
  assert.equal((await modalSearch('pagination', {facetFilters: contextual})).nbHits, 25);
});

test('one client answers each query with its own facetFilters', async () => {
  const {client: search} = client();
  const languages = async (facetFilters: unknown) => {
    const {results} = await search.search({requests: [{indexName: 'docs', query: 'pagination', facetFilters, hitsPerPage: 100}]});
    return Array.from(new Set(results[0].hits.map((hit) => hit.language))).sort();
  };
  assert.deepEqual(await languages(['language:fr']), ['fr']);
  assert.deepEqual(await languages(['language:en']), ['en']);
  assert.deepEqual(await languages([]), ['en', 'fr']);
  assert.deepEqual(await languages(['language:fr']), ['fr']);
});

test('title matches rank above body matches', async () => {
  const result = await modalSearch('ban lists');
  assert.deepEqual(urls(result), ['ban-lists', 'moderation#tools']);
  assert.equal(result.hits[1].type, 'content');
  assert.equal(result.hits[1]._snippetResult.content?.value, 'Use <mark>ban</mark> <mark>lists</mark> to keep rooms clean.');
});

test('the last word matches as a prefix, and longer words match with a typo', async () => {
  const prefix = await modalSearch('protec');
  assert.equal(urls(prefix)[0], 'protections');
  assert.equal(prefix.hits[0]._highlightResult.hierarchy.lvl1?.value, '<mark>Protec</mark>tions');
  assert.equal(prefix.hits[0]._highlightResult.hierarchy.lvl1?.matchLevel, 'full');

  const typo = await modalSearch('managment');
  assert.equal(urls(typo)[0], 'management');
  assert.equal(typo.hits[0]._highlightResult.hierarchy.lvl1?.value, 'The <mark>management</mark> room');

  const swapped = await modalSearch('shraed lists');
  assert.equal(urls(swapped)[0], 'ban-lists', 'two letters swapped count as one typo');
  assert.equal(swapped.hits[0]._highlightResult.content?.value, 'Subscribe to <mark>shared</mark> <mark>lists</mark>.');

  assert.equal((await modalSearch('bam')).nbHits, 0, 'no typo allowed in a three-letter word');
});

test('highlights use the request tags and escape the record text', async () => {
  const result = await modalSearch('script', {highlightPreTag: '<em class="hit">', highlightPostTag: '</em>'});
  const {content} = result.hits[0]._highlightResult;
  // Quotes need no escaping in element content, where DocSearch and the search page put the values.
  assert.equal(
    content?.value,
    'Never run &lt;<em class="hit">script</em>&gt;alert("x")&lt;/<em class="hit">script</em>&gt; from a report &amp; friends.',
  );
  assert.equal(content?.matchLevel, 'full');
  const serialised = JSON.stringify(result.hits[0]._snippetResult) + JSON.stringify(result.hits[0]._highlightResult);
  assert.ok(!serialised.includes('<script'));
  assert.equal(result.hits[0].content, 'Never run <script>alert("x")</script> from a report & friends.', 'the raw field is the text');
});

test('a query matches across a section: one word in its heading, another in its text', async () => {
  const result = await modalSearch('management moderators');
  assert.deepEqual(urls(result), ['management']);
  const [hit] = result.hits;
  // The text is shown, under its heading, so that the reader sees both words.
  assert.equal(hit.type, 'content');
  assert.deepEqual(hit._highlightResult.content, {
    value: 'Where <mark>moderators</mark> talk to Draupnir.',
    matchLevel: 'partial',
    matchedWords: ['moderators'],
  });
  assert.equal(hit._highlightResult.hierarchy.lvl1?.value, 'The <mark>management</mark> room');
});

test('snippets are N words around the first match, with the ellipsis text', async () => {
  const words = (value: string) => stripTags(value).replace(/…/g, ' ').trim().split(/\s+/);
  const ten = (await modalSearch('needle', {attributesToSnippet: ['content:10'], snippetEllipsisText: '…'})).hits[0]._snippetResult.content!;
  assert.equal(ten.value, '…seventeen eighteen nineteen twenty <mark>needle</mark> twentytwo twentythree twentyfour twentyfive twentysix…');
  assert.equal(words(ten.value).length, 10);
  assert.equal(ten.matchLevel, 'full');

  const five = (await modalSearch('needle', {attributesToSnippet: ['hierarchy.lvl1:5', 'content:5'], snippetEllipsisText: '…'})).hits[0]._snippetResult.content!;
  assert.equal(five.value, '…nineteen twenty <mark>needle</mark> twentytwo twentythree…');
  assert.equal(words(five.value).length, 5);

  const start = (await modalSearch('two', {attributesToSnippet: 'content:5', snippetEllipsisText: ' [more]'})).hits[0]._snippetResult.content!;
  assert.equal(start.value, 'one <mark>two</mark> three four five [more]');
});

test('an empty query finds nothing', async () => {
  for (const query of ['', '   ']) {
    const result = await modalSearch(query);
    assert.deepEqual([result.hits, result.nbHits, result.nbPages], [[], 0, 0]);
  }
});

test('the index loads once, lazily; prefetch starts it', async () => {
  const {fetch, client: search} = client();
  assert.equal(fetch.calls.length, 0, 'nothing is fetched before it is needed');
  await Promise.all([search.prefetch(), search.prefetch()]);
  await search.search({requests: [{indexName: 'docs', query: 'ban'}]});
  await search.search({requests: [{indexName: 'docs', query: 'ban lists'}]});
  // The index once, then the text of each page a result comes from, once.
  assert.equal(fetch.calls[0], INDEX_URL);
  assert.equal(fetch.calls.filter((url) => url === INDEX_URL).length, 1);
  assert.deepEqual(fetch.calls.slice(1).sort(), ['/docs/search-text/' + pageText('ban-lists'), '/docs/search-text/' + pageText('moderation')].sort());
  assert.equal(search.appId, 'EMBEDDED');
  search.addAlgoliaAgent('docusaurus', '3.8.1');
  await search.clearCache();
});

test('a query of stop words alone fetches their sections once, from their own file, and finds them in the text', async () => {
  const {fetch, client: search} = client();
  const weakFile = `/docs/search-text/${(JSON.parse(json) as SearchIndexFile).s}.json`;
  await search.search({requests: [{indexName: 'docs', query: 'ban lists'}]});
  assert.ok(!fetch.calls.includes(weakFile), 'a query with other words does not need it');
  // "to" is in no heading, only in the text of four sections.
  for (const query of ['to', 'to ']) {
    const {results} = await search.search({requests: [{indexName: 'docs', query}]});
    assert.deepEqual(results[0].hits.map((hit) => hit.url.replace(SITE, '')).sort(), ['ban-lists', 'management', 'moderation#tools', 'protections'].sort(), query);
  }
  assert.equal(fetch.calls.filter((url) => url === weakFile).length, 1);
});

test('a failed load rejects with a RetryError, and the next search tries again', async () => {
  const {fetch, client: search} = client([
    () => {
      throw new TypeError('Failed to fetch');
    },
    () => new Response('missing', {status: 404}),
    () => new Response('busy', {status: 503}),
  ]);
  const request = {requests: [{indexName: 'docs', query: 'ban'}]};
  await assert.rejects(search.search(request), {name: 'RetryError', message: /Failed to fetch/});
  await assert.rejects(search.search(request), {name: 'RetryError', message: /HTTP 404/});
  await search.prefetch(); // Resolves although this load fails too: it only starts loading.
  const {results} = await search.search(request);
  assert.ok(results[0].nbHits > 0);
  assert.equal(fetch.calls.filter((url) => url === INDEX_URL).length, 4);
  await assert.rejects(
    createEmbeddedSearchClient({indexUrl: () => undefined, fetchImpl: fetch.impl}).search(request),
    {name: 'RetryError', message: /names no search index/},
  );
});
