// Search in Algolia mode: the build made with ALGOLIA_* set (build-algolia/), with every request
// to Algolia's hosts answered here in the shape Algolia answers.
import type {Page, Request, Route} from '@playwright/test';
import ALGOLIA from '../support/algolia-test-index.json';
import {ALGOLIA_BUILD_PORT} from '../support/ports';
import {expect, open, test, url} from '../support/site';

const ALGOLIA_HOSTS = /algolia\.net|algolianet\.com|algolia\.io/;
const SITE = 'https://the-draupnir-project.github.io/draupnir-documentation';

test.use({
  baseURL: `http://127.0.0.1:${ALGOLIA_BUILD_PORT}`,
  // Algolia's client gives up on a host that has not answered within its own time limit and asks
  // the next one: on a busy machine the answers given here can be that slow, and the search still
  // works from the retry. Only an aborted query to the first host is allowed.
  allowFailedRequests: /^net::ERR_ABORTED https:\/\/\w+-dsn\.algolia\.net\/1\/indexes\/\*\/queries/,
});

const level = (value: string | null, matched = false) =>
  value === null ? undefined : {value, matchLevel: matched ? 'full' : 'none', matchedWords: matched ? ['docker'] : []};

const dockerHit = {
  objectID: 'docker-1',
  url: `${SITE}/bot/setup_docker#run-the-container`,
  type: 'lvl2',
  content: null,
  hierarchy: {lvl0: 'Bot mode', lvl1: 'Running Draupnir with Docker', lvl2: 'Run the container', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  _highlightResult: {
    hierarchy: {
      lvl0: level('Bot mode'),
      lvl1: level('Running Draupnir with <mark>Docker</mark>', true),
      lvl2: level('Run the container'),
    },
  },
  _snippetResult: {hierarchy: {lvl1: {value: 'Running Draupnir with <mark>Docker</mark>', matchLevel: 'full'}}},
};

function answer(query: string, indexName: string) {
  return {
    hits: [dockerHit],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: indexName,
    queryID: 'recorded-query-id',
    facets: {},
  };
}

type SearchRequest = Record<string, unknown> & {indexName: string; query?: string; params?: string | Record<string, unknown>};

/** Answers Algolia's search endpoint and records each request body. */
async function interceptAlgolia(page: Page): Promise<{bodies: SearchRequest[]; urls: URL[]}> {
  const bodies: SearchRequest[] = [];
  const urls: URL[] = [];
  await page.route(/search-insights/, (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'window.aa=function(){};window.AlgoliaAnalyticsObject="aa";'}),
  );
  await page.route(ALGOLIA_HOSTS, async (route: Route, request: Request) => {
    const requestUrl = new URL(request.url());
    if (!requestUrl.pathname.endsWith('/queries')) return route.fulfill({json: {}});
    urls.push(requestUrl);
    const {requests} = request.postDataJSON() as {requests: SearchRequest[]};
    bodies.push(...requests);
    const results = requests.map((r) => {
      const params = typeof r.params === 'string' ? Object.fromEntries(new URLSearchParams(r.params)) : (r.params ?? {});
      return answer(String(r.query ?? params.query ?? ''), r.indexName);
    });
    return route.fulfill({json: {results}});
  });
  return {bodies, urls};
}

test('the search box sends the documented request and shows what Algolia answers', async ({page}) => {
  const {bodies, urls} = await interceptAlgolia(page);
  await open(page, '');
  await expect(page.locator(`link[rel="preconnect"][href="https://${ALGOLIA.appId}-dsn.algolia.net"]`)).toHaveCount(1);
  await page.getByRole('button', {name: 'Search'}).first().click();
  await page.getByPlaceholder('Search docs').fill('docker');

  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toContainText('Run the container');
  // Results are grouped by page here too, under the page's title, not its sidebar section.
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Running Draupnir with Docker');
  // Here Algolia answers, so the search box says so; the embedded one does not.
  await expect(page.locator('.DocSearch-Logo')).toContainText('Search by');
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  await expect(hit.locator('.DocSearch-Hit-link')).toHaveAttribute('data-href', url('bot/setup_docker#run-the-container'));

  const body = bodies.find((b) => b.query === 'docker');
  expect(body).toMatchObject({
    indexName: ALGOLIA.indexName,
    hitsPerPage: 20,
    clickAnalytics: true,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: expect.arrayContaining(['content:10', 'hierarchy.lvl1:10']),
    attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'content', 'type', 'url']),
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  const credentials = urls[0].searchParams;
  expect(credentials.get('x-algolia-application-id')).toBe(ALGOLIA.appId);
  expect(credentials.get('x-algolia-api-key')).toBe(ALGOLIA.apiKey);

  await hit.click();
  await expect(page).toHaveURL((u) => u.pathname === url('bot/setup_docker') && u.hash === '#run-the-container');
});

test('the search page asks Algolia and renders its results', async ({page}) => {
  const {bodies} = await interceptAlgolia(page);
  await open(page, 'search?q=docker');
  await expect(page.locator('article').first()).toContainText('Running Draupnir with Docker');
  expect(bodies.some((b) => b.indexName === ALGOLIA.indexName)).toBe(true);
  // Here Algolia answers, so the page says so; the embedded search page does not.
  await expect(page.getByRole('link', {name: 'Search by Algolia'})).toBeVisible();
});

test.describe('when Algolia cannot be reached', () => {
  // The aborted requests, and the client's own report that no host answered.
  test.use({allowConsole: /Failed to load resource|net::ERR_|Unreachable hosts/, allowFailedRequests: /algolia/});

  test('the search box says results could not be fetched', async ({page}) => {
    await page.route(/search-insights/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
    await page.route(ALGOLIA_HOSTS, (route) => route.abort('internetdisconnected'));
    await open(page, '');
    await page.getByRole('button', {name: 'Search'}).first().click();
    await page.getByPlaceholder('Search docs').fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});
