// A search client with the surface of Algolia's lite client that answers from the site's own
// index file, so the DocSearch modal and the theme's search page work without Algolia.
import {createRecordIndex, type RecordIndex} from './recordIndex';
import {decodeSearchIndex, type SearchIndexFile} from './searchIndexFormat';
import {readSearchRequests, type SearchArgument, type SearchRequest} from './searchRequests';
import {toSearchHit, type SearchHit} from './searchHit';
import {createTermMatcher, queryTerms} from './searchTerms';
import {createHighlighter} from './highlight';
import {EMBEDDED_APP_ID} from '../../../config/searchMode';

export type EmbeddedSearchClientOptions = {
  /** Where the index file is; read when the index is first needed. */
  indexUrl: () => string | undefined;
  fetchImpl?: typeof fetch;
};

export type EmbeddedSearchResult = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  queryID: string;
  facets: Record<string, Record<string, number>>;
};

export type EmbeddedSearchClient = {
  appId: string;
  search(argument: SearchArgument): Promise<{results: EmbeddedSearchResult[]}>;
  addAlgoliaAgent(segment?: string, version?: string): void;
  clearCache(): Promise<void>;
  /** Starts loading the index; never rejects (a failed load is retried by the next call). */
  prefetch(): Promise<void>;
};

/** The error name that makes the DocSearch modal show "Unable to fetch results". */
const RETRY_ERROR = 'RetryError';

function unavailable(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`The search index could not be loaded: ${reason}`, {cause});
  error.name = RETRY_ERROR;
  return error;
}

const encodeParams = (params: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

const randomHex = (length: number): string =>
  Array.from({length}, () => Math.floor(Math.random() * 16).toString(16)).join('');

function answer(index: RecordIndex, request: SearchRequest): EmbeddedSearchResult {
  const started = performance.now();
  const {query, hitsPerPage, page} = request;
  const found = index.search(query, request.facetFilters);
  const highlighter = createHighlighter(createTermMatcher(queryTerms(query)), {
    pre: request.highlightPreTag,
    post: request.highlightPostTag,
  });
  const pageRecords = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: pageRecords.map((record) => toSearchHit(record, highlighter, request)),
    nbHits: found.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(found.length / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: encodeParams(request.params),
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    queryID: randomHex(32),
    facets: {},
  };
}

export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions): EmbeddedSearchClient {
  // Called unbound: browsers reject `fetch` called as a method of another object.
  const fetchIndex = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let loading: Promise<RecordIndex> | undefined;

  async function loadIndex(): Promise<RecordIndex> {
    const url = options.indexUrl();
    if (!url) throw new Error('this page names no search index');
    const response = await fetchIndex(url);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    const file = (await response.json()) as SearchIndexFile;
    return createRecordIndex(decodeSearchIndex(file));
  }

  function index(): Promise<RecordIndex> {
    loading ??= loadIndex().catch((cause: unknown) => {
      loading = undefined;
      throw unavailable(cause);
    });
    return loading;
  }

  return {
    appId: EMBEDDED_APP_ID,
    async search(argument) {
      const requests = readSearchRequests(argument);
      const loaded = await index();
      return {results: requests.map((request) => answer(loaded, request))};
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    prefetch: () => index().then(
      () => undefined,
      () => undefined,
    ),
  };
}
