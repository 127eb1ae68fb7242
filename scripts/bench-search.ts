// The search benchmark, on a built site. Relevance: the reader queries of scripts/lib/searchQueries.ts
// (seven kinds, each with the pages that answer it), answered by our engine and by Pagefind over
// the same pages, scored by where the first answering page comes among the pages shown (top-1,
// top-3, mean reciprocal rank), for each set of queries (tuning and each held-out set) and over all
// of them. Cost: the bytes a first search downloads before it can show its answer (index
// and engine code, and separately the search box's own code), and the time a search takes.
// Usage: npm run bench:search [-- --set <set>] [-- --list]   (needs build/; sets in scripts/lib/searchQueries.ts)
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {buildIndexFiles} from '../src/plugins/search-index/buildIndex';
import {pagesFromOutDir} from '../src/plugins/search-index/builtPages';
import {collectRecords, canonicalUrl} from '../src/plugins/search-index/collectRecords';
import {createEmbeddedSearchClient} from '../src/lib/search/embeddedSearchClient';
import type {SearchIndexFile} from '../src/lib/search/searchIndexFormat';
import {indexWithPagefind, PAGEFIND_FIRST_RESULTS} from './lib/pagefindSearch';
import {SEARCH_QUERIES, type BenchQuery, type QuerySet} from './lib/searchQueries';
import {groupedByPage} from '../src/lib/search/groupByPage';
import {firstTargetRank, pagesAsShown, scoresByKind, type Scores} from './lib/searchRelevance';
import {BASE_PATH, CHROMIUM, CHROMIUM_FLAGS, serveBuild} from './lib/serveBuild.mjs';

const CONTEXTUAL_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
/** What the DocSearch modal asks for. */
const MODAL_REQUEST = {
  indexName: 'bench',
  hitsPerPage: 20,
  facetFilters: CONTEXTUAL_FILTERS,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const pct = (share: number): string => `${Math.round(share * 100)} %`.padStart(5);
// Level 6, as static hosts serve it.
const gzipSize = (text: string | Buffer): number => gzipSync(text, {level: 6}).length;

function percentile(values: number[], p: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The JavaScript the first hover of the Search button downloads: the search box's, and the engine's. */
async function searchCodeBytes(outDir: string): Promise<{engine: number; modal: number}> {
  const site = await serveBuild({outDir: relative(process.cwd(), outDir) || '.', port: 4181});
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage();
    await page.goto(site.url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    const index = page.waitForResponse((response) => /search-index\.[0-9a-f]{8}\.json$/.test(response.url()));
    await page.getByRole('button', {name: /^Search/}).first().hover();
    await index;
    // The search box opens once its code is in.
    await page.getByRole('button', {name: /^Search/}).first().click();
    await page.locator('.DocSearch-Modal').waitFor();
    await page.waitForLoadState('networkidle');
    let engine = 0;
    let modal = 0;
    for (const body of await Promise.all(bodies)) {
      // The search box's chunk is DocSearch's; the rest is the engine.
      if (body.includes('DocSearch-Modal')) modal += gzipSize(body);
      else engine += gzipSize(body);
    }
    return {engine, modal};
  } finally {
    await browser.close();
    site.stop();
  }
}

type Answer = {pages: string[]; textBytes: number; coldMs: number; warmMs: number};

async function main(): Promise<void> {
  const outDir = resolve(option('dir') ?? 'build');
  const onlySet = option('set') as QuerySet | undefined;
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No built site in ${outDir}: run \`npm run build\` first.`);

  // The index is made from the built pages by the current code, as the build's plugin makes it.
  const builtPages = await pagesFromOutDir(outDir);
  const records = await collectRecords(builtPages);
  const started = performance.now();
  const {json, texts} = buildIndexFiles(records);
  const buildMs = performance.now() - started;
  const file = JSON.parse(json) as SearchIndexFile;
  const textGzip = new Map(Array.from(texts, ([name, text]) => [name, gzipSize(text)]));
  const allTextGzip = Array.from(textGzip.values()).reduce((a, b) => a + b, 0);
  const indexGzip = gzipSize(json);
  const sections = file.p.reduce((sum, page) => sum + page[5].length, 0);
  console.log(`Index: ${records.length} records, ${sections} sections, ${file.p.length} pages, ${file.w.split(' ').length} words (built in ${ms(buildMs)})`);
  console.log(`  index file ${kb(Buffer.byteLength(json))} raw, ${kb(indexGzip)} gzip; text files ${texts.size}, ${kb(allTextGzip)} gzip in all`);

  const textRequests: string[] = [];
  const freshClient = () => createEmbeddedSearchClient({
    indexUrl: () => '/search-index.json',
    fetchImpl: (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/search-index.json') return new Response(json);
      const name = /([0-9a-f]{8})\.json$/.exec(url)?.[1] ?? '';
      textRequests.push(name);
      return new Response(texts.get(name) ?? 'missing', {status: texts.has(name) ? 200 : 404});
    }) as typeof fetch,
  });
  const loadStarted = performance.now();
  await freshClient().prefetch();
  const loadMs = performance.now() - loadStarted;
  const routeOf = (url: string) => url.split('#')[0].replace(/^https?:\/\/[^/]+/, '').replace(BASE_PATH, '').replace(/\/$/, '');
  const ask = async (query: string): Promise<Answer> => {
    // Bytes and time as on a first search: a client with the index loaded and no text file yet.
    const client = freshClient();
    await client.prefetch();
    textRequests.length = 0;
    const coldStarted = performance.now();
    const {results} = await client.search({requests: [{...MODAL_REQUEST, query}]});
    const coldMs = performance.now() - coldStarted;
    const textBytes = textRequests.reduce((sum, name) => sum + (textGzip.get(name) ?? 0), 0);
    const warmStarted = performance.now();
    await client.search({requests: [{...MODAL_REQUEST, query}]});
    const warmMs = performance.now() - warmStarted;
    // As the modal gets them: grouped by page (the search bar's client does it).
    const pages = pagesAsShown(results[0].hits.map(groupedByPage).map((hit) => ({route: routeOf(hit.url), section: hit.hierarchy.lvl0 ?? ''})));
    return {pages, textBytes, coldMs, warmMs};
  };

  const pagefindPages = builtPages.flatMap(({file: path}) => {
    const url = canonicalUrl(readFileSync(path, 'utf8'));
    return url && file.p.some((page) => file.b + page[0] === url) ? [{file: path, route: routeOf(url)}] : [];
  });
  const pagefind = await indexWithPagefind(pagefindPages);

  const sets = SEARCH_QUERIES.filter(({set}) => !onlySet || set === onlySet);
  const everyQuery: BenchQuery[] = [];
  const everyRank: {ours: (number | undefined)[]; theirs: (number | undefined)[]} = {ours: [], theirs: []};
  const ours: Answer[] = [];
  const theirs: {routes: string[]; bytes: number; milliseconds: number; warmMs: number}[] = [];
  const table: {set: QuerySet; rows: [string, Scores, Scores][]}[] = [];
  const listing: string[] = [];
  for (const {set, queries} of sets) {
    const ourRanks: (number | undefined)[] = [];
    const theirRanks: (number | undefined)[] = [];
    for (const query of queries) {
      const answer = await ask(query.query);
      const cold = await pagefind.coldSearch(query.query);
      const warm = await pagefind.warmSearch(query.query);
      ours.push(answer);
      theirs.push({...cold, warmMs: warm.milliseconds});
      const ourRank = firstTargetRank(answer.pages, query.targets);
      const theirRank = firstTargetRank(cold.routes, query.targets);
      ourRanks.push(ourRank);
      theirRanks.push(theirRank);
      listing.push(describe(set, query, ourRank, theirRank, answer.pages));
    }
    everyQuery.push(...queries);
    everyRank.ours.push(...ourRanks);
    everyRank.theirs.push(...theirRanks);
    const ourScores = scoresByKind(queries, ourRanks);
    const theirScores = scoresByKind(queries, theirRanks);
    table.push({set, rows: ourScores.map(([kind, scores], i) => [kind, scores, theirScores[i][1]])});
  }
  await pagefind.close();
  if (sets.length > 1) {
    const ourScores = scoresByKind(everyQuery, everyRank.ours);
    const theirScores = scoresByKind(everyQuery, everyRank.theirs);
    table.push({set: 'every' as QuerySet, rows: ourScores.map(([kind, scores], i) => [kind, scores, theirScores[i][1]])});
  }

  console.log('\nRelevance: the first page that answers the query, among the pages shown (top 10)');
  for (const {set, rows} of table) {
    console.log(`\n${set} queries         ours: top-1 top-3   MRR    Pagefind: top-1 top-3   MRR`);
    for (const [kind, our, their] of rows) {
      console.log(
        `  ${kind.padEnd(12)} ${String(our.queries).padStart(3)}      ${pct(our.top1)} ${pct(our.top3)}  ${our.mrr.toFixed(2)}` +
          `              ${pct(their.top1)} ${pct(their.top3)}  ${their.mrr.toFixed(2)}`,
      );
    }
  }
  if (process.argv.includes('--list')) console.log(`\n${listing.join('\n')}`);

  const code = await searchCodeBytes(outDir);
  const firstAnswer = ours.map((answer) => code.engine + indexGzip + answer.textBytes);
  console.log('\nBytes before the first answer (gzip), median and largest over the queries:');
  console.log(
    `  ours:     ${kb(percentile(firstAnswer, 0.5))}, at most ${kb(Math.max(...firstAnswer))}` +
      ` = engine code ${kb(code.engine)} + index ${kb(indexGzip)} + the text of the shown pages (median ${kb(percentile(ours.map((a) => a.textBytes), 0.5))})`,
  );
  console.log(`            the search box's own code (DocSearch) adds ${kb(code.modal)}`);
  const theirBytes = theirs.map((answer) => answer.bytes);
  console.log(
    `  Pagefind: ${kb(percentile(theirBytes, 0.5))}, at most ${kb(Math.max(...theirBytes))}` +
      ` (runtime, WebAssembly, index chunks and the first ${PAGEFIND_FIRST_RESULTS} results' fragments; its UI's code not counted)`,
  );
  console.log('\nLatency in Node on this machine, median and 95th percentile:');
  console.log(`  ours:     index load ${ms(loadMs)}; first search ${ms(percentile(ours.map((a) => a.coldMs), 0.5))} / ${ms(percentile(ours.map((a) => a.coldMs), 0.95))} (page text read from memory); later searches ${ms(percentile(ours.map((a) => a.warmMs), 0.5))} / ${ms(percentile(ours.map((a) => a.warmMs), 0.95))}`);
  console.log(`  Pagefind: first search ${ms(percentile(theirs.map((a) => a.milliseconds), 0.5))} / ${ms(percentile(theirs.map((a) => a.milliseconds), 0.95))} (files read from disk); later searches ${ms(percentile(theirs.map((a) => a.warmMs), 0.5))} / ${ms(percentile(theirs.map((a) => a.warmMs), 0.95))}`);
}

function describe(set: QuerySet, query: BenchQuery, ours: number | undefined, theirs: number | undefined, pages: string[]): string {
  const rank = (value: number | undefined) => (value === undefined ? '-' : String(value)).padStart(2);
  return `${set.padEnd(8)} ${query.kind.padEnd(11)} ours ${rank(ours)}  Pagefind ${rank(theirs)}  ${JSON.stringify(query.query)} → ${pages.slice(0, 3).join(', ')}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
