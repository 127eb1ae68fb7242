// Measures the embedded search on a built site: index size (raw and gzip), record count, the time
// to build the index file and to load it, and query latency over queries taken from the site's
// own titles and headings (whole, as prefixes, and with a typo).
// Usage: node --import tsx scripts/bench-search.ts [build-dir]
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {buildIndexFile} from '../src/plugins/search-index/buildIndex';
import {pagesFromOutDir} from '../src/plugins/search-index/builtPages';
import {collectRecords} from '../src/plugins/search-index/collectRecords';
import {createEmbeddedSearchClient} from '../src/lib/search/embeddedSearchClient';
import {decodeSearchIndex} from '../src/lib/search/searchIndexFormat';
import type {SearchRecord} from '../src/plugins/search-index/SearchRecord';

const MIN_QUERIES = 200;
const CONTEXTUAL_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

/** The build's index file if the search-index plugin wrote one, else one built from the HTML now. */
async function loadIndexJson(outDir: string): Promise<{json: string; source: string; buildMs?: number}> {
  const existing = readdirSync(outDir).find((name) => /^search-index\.[0-9a-f]{8}\.json$/.test(name));
  if (existing) return {json: readFileSync(join(outDir, existing), 'utf8'), source: existing};
  const started = performance.now();
  const {json} = buildIndexFile(await collectRecords(await pagesFromOutDir(outDir)));
  return {json, source: 'built from the HTML (not written)', buildMs: performance.now() - started};
}

/** A misspelling: two letters of the longest word swapped. */
function withTypo(text: string): string | undefined {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 5) return undefined;
  const typo = longest.slice(0, 2) + longest[3] + longest[2] + longest.slice(4);
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

type Query = {text: string; kind: 'whole' | 'prefix' | 'typo'};

function queriesFrom(records: SearchRecord[]): Query[] {
  const headings = records
    .filter((record) => record.type !== 'content')
    .map((record) => record.hierarchy[record.type as 'lvl1'] ?? '')
    .filter((text) => /\p{L}{3}/u.test(text));
  const queries: Query[] = [];
  for (const heading of headings) {
    const words = heading.split(' ').slice(0, 4);
    queries.push({text: words.join(' '), kind: 'whole'});
    // What someone has typed halfway through the second (or first) word.
    const typed = words.length > 1 ? `${words[0]} ${words[1].slice(0, 3)}` : words[0].slice(0, 4);
    queries.push({text: typed, kind: 'prefix'});
    const typo = withTypo(words.join(' '));
    if (typo) queries.push({text: typo, kind: 'typo'});
  }
  return queries;
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? 'build');
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`No built site in ${outDir}: run \`npm run build\` first.`);

  const {json, source, buildMs} = await loadIndexJson(outDir);
  const records = decodeSearchIndex(JSON.parse(json));
  const raw = Buffer.byteLength(json);
  console.log(`Index: ${source}`);
  console.log(`Records: ${records.length} from ${new Set(records.map((r) => r.url.split('#')[0])).size} pages`);
  console.log(`Size: ${kb(raw)} raw, ${kb(gzipSync(json).length)} gzip (level 6), ${kb(gzipSync(json, {level: 9}).length)} gzip (level 9)`);
  if (buildMs !== undefined) console.log(`Index file build (read, extract, encode): ${ms(buildMs)}`);

  const client = createEmbeddedSearchClient({
    indexUrl: () => 'search-index.json',
    fetchImpl: (async () => new Response(json)) as typeof fetch,
  });
  const loadStarted = performance.now();
  await client.prefetch();
  console.log(`Index load in the client (parse, decode, MiniSearch): ${ms(performance.now() - loadStarted)}`);

  const queries = queriesFrom(records);
  if (queries.length < MIN_QUERIES) throw new Error(`Only ${queries.length} queries; the site has too few headings.`);
  const search = (query: string) =>
    client.search({
      requests: [
        {
          indexName: 'bench',
          query,
          hitsPerPage: 20,
          facetFilters: CONTEXTUAL_FILTERS,
          attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
  for (const query of queries.slice(0, 20)) await search(query.text); // Warm-up: JIT and caches.

  const times: number[] = [];
  const empty: Record<Query['kind'], number> = {whole: 0, prefix: 0, typo: 0};
  for (const query of queries) {
    const started = performance.now();
    const {results} = await search(query.text);
    times.push(performance.now() - started);
    if (results[0].nbHits === 0) empty[query.kind]++;
  }
  times.sort((a, b) => a - b);
  const count = (kind: Query['kind']) => queries.filter((query) => query.kind === kind).length;
  console.log(`Queries: ${times.length} from titles and headings (${count('whole')} whole, ${count('prefix')} prefixes, ${count('typo')} with a typo)`);
  console.log(`Latency: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1)!)}`);
  console.log(`Found nothing: ${empty.whole} whole, ${empty.prefix} prefixes, ${empty.typo} with a typo`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
