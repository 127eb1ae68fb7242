// A search client with the surface of Algolia's lite client that answers from the site's own
// index, so the DocSearch modal and the theme's search page work without Algolia. The index file
// ranks sections; the text of the pages whose sections are shown is fetched with the answer.
import {createAllowedItems, type FacetFilters} from './facetFilters';
import {createHighlighter, createTermMatcher, type Highlighter, type TermMatcher} from './highlight';
import {
  TEXT_DIRECTORY,
  decodeTextPart,
  textPartOf,
  type PageTextFile,
  type SearchIndexFile,
  type WeakWordsFile,
} from './searchIndexFormat';
import {readSearchRequests, type SearchArgument, type SearchRequest} from './searchRequests';
import {toSearchHit, type SearchHit} from './searchHit';
import {createSectionIndex, type QueryPlan, type RankedSection, type SectionIndex} from './sectionIndex';
import {isSignificant, normalizeTerm, splitCompounds, termsOf, tokenize} from './searchTerms';
import {EMBEDDED_APP_ID} from '../../../config/searchMode';
import type {SearchRecord} from '../../plugins/search-index/SearchRecord';

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

type Loaded = {
  index: SectionIndex;
  allowedBy: (filters: FacetFilters) => (section: number) => boolean;
  textUrl: (name: string) => string;
  /** The weak words' sections, once asked for (see SectionIndex.needsWeakWords). */
  weakWords?: Promise<void>;
};

/** What a record shows: a block's text, or a heading record's heading. */
const textOf = (record: SearchRecord): string => record.content ?? record.hierarchy[record.type as 'lvl1'] ?? '';

/**
 * The record a section is shown by: the block that, with the heading above it, shows the most
 * query terms; the heading itself when no block adds one (or when only the headings above matched).
 */
function bestRecord(records: SearchRecord[], highlighter: Highlighter): SearchRecord {
  const termsOf = (record: SearchRecord) => highlighter.termsIn(textOf(record));
  const heading = records[0].type === 'content' ? new Set<number>() : termsOf(records[0]);
  let best = records[0];
  let bestCount = heading.size;
  for (const record of records) {
    if (record.type !== 'content') continue;
    const count = new Set([...heading, ...termsOf(record)]).size;
    if (count > bestCount) {
      best = record;
      bestCount = count;
    }
  }
  return best;
}

// What each pair of query words written side by side adds to a section's score, as a share of it,
// among the first PHRASE_WINDOW sections (the search box shows 20).
const PHRASE_BONUS = 0.2;
const PHRASE_WINDOW = 20;

/**
 * How many pairs of neighbouring query terms a section's text writes side by side, in the query's
 * order; stop words between them ("leave a room") do not part them.
 */
function phrasePairs(records: SearchRecord[], matcher: TermMatcher): number {
  const pairs = new Set<number>();
  for (const record of records) {
    let previous: number | undefined;
    const next = (term: number | undefined) => {
      if (term !== undefined && previous !== undefined && term === previous + 1) pairs.add(previous);
      previous = term;
    };
    // A name the query holds whole (`web.port`) is one term; any other is its words.
    splitCompounds(textOf(record)).forEach((part, index) => {
      const name = index % 2 === 1 ? matcher.match(part) : undefined;
      if (name) next(name.term);
      else for (const token of tokenize(part)) if (isSignificant(normalizeTerm(token))) next(matcher.match(token)?.term);
    });
  }
  return pairs.size;
}

/** Words in a row a query shares with a text before the query counts as quoted there. */
const QUOTE_WORDS = 5;

/** The most words in a row, in order, that `query` and `text` share (stop words included). */
export function longestSharedRun(query: string[], text: string[]): number {
  let longest = 0;
  let previous = new Array<number>(text.length + 1).fill(0);
  for (const word of query) {
    const current = new Array<number>(text.length + 1).fill(0);
    for (let j = 1; j <= text.length; j++) {
      if (text[j - 1] === word) {
        current[j] = previous[j - 1] + 1;
        longest = Math.max(longest, current[j]);
      }
    }
    previous = current;
  }
  return longest;
}

/**
 * The shown sections, those that quote the query (five words or more of it in a row, as in a
 * pasted error message) first, the longest quotation first; the rest keep their rank. The index
 * knows which sections hold a word, not where, so this is decided on the text of the sections shown.
 */
function quotedFirst(sections: SearchRecord[][], query: string): SearchRecord[][] {
  const words = termsOf(query);
  if (words.length < QUOTE_WORDS) return sections;
  const quoted = sections.map((records) => {
    const run = longestSharedRun(words, records.flatMap((record) => termsOf(textOf(record))));
    return run >= QUOTE_WORDS ? run : 0;
  });
  return sections
    .map((records, index) => ({records, index}))
    .sort((a, b) => quoted[b.index] - quoted[a.index] || a.index - b.index)
    .map(({records}) => records);
}

export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions): EmbeddedSearchClient {
  // Called unbound: browsers reject `fetch` called as a method of another object.
  const fetchFile = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let loading: Promise<Loaded> | undefined;
  const texts = new Map<string, Promise<Map<number, SearchRecord[]>>>();

  async function fetchJson<T>(url: string): Promise<T> {
    const response = await fetchFile(url);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  async function loadIndex(): Promise<Loaded> {
    const url = options.indexUrl();
    if (!url) throw new Error('this page names no search index');
    const file = await fetchJson<SearchIndexFile>(url);
    const index = createSectionIndex(file);
    const {sections} = index;
    const pageFacts = (section: number) => file.p[sections[section].page];
    const allowedBy = createAllowedItems(sections.length, {
      language: (section) => pageFacts(section)[2],
      docusaurus_tag: (section) => pageFacts(section)[3],
      type: (section) => (sections[section].level > 0 ? `lvl${sections[section].level}` : 'content'),
    });
    const directory = url.slice(0, url.lastIndexOf('/') + 1);
    return {index, allowedBy, textUrl: (name) => `${directory}${TEXT_DIRECTORY}/${name}.json`};
  }

  function index(): Promise<Loaded> {
    loading ??= loadIndex().catch((cause: unknown) => {
      loading = undefined;
      throw unavailable(cause);
    });
    return loading;
  }

  /** The records of a section (its heading's, then its blocks'); each text file is fetched once. */
  async function sectionRecords(loaded: Loaded, section: number): Promise<SearchRecord[]> {
    const {file, sections} = loaded.index;
    const {page: pageNumber, index} = sections[section];
    const page = file.p[pageNumber];
    const part = textPartOf(page, index);
    const name = part[2];
    let records = texts.get(name);
    if (!records) {
      records = fetchJson<PageTextFile>(loaded.textUrl(name)).then(
        (text) => decodeTextPart(file, page, part, text),
        (cause: unknown) => {
          texts.delete(name);
          throw unavailable(cause);
        },
      );
      texts.set(name, records);
    }
    return (await records).get(index) ?? [];
  }

  /** Adds the weak words' sections to the index, fetching their file once. */
  function addWeakWords(loaded: Loaded): Promise<void> {
    loaded.weakWords ??= fetchJson<WeakWordsFile>(loaded.textUrl(loaded.index.file.s)).then(
      (entries) => loaded.index.addWeakWords(entries),
      (cause: unknown) => {
        loaded.weakWords = undefined;
        throw unavailable(cause);
      },
    );
    return loaded.weakWords;
  }

  async function hitsFor(loaded: Loaded, ranked: RankedSection[], highlighter: Highlighter, request: SearchRequest): Promise<SearchHit[]> {
    const found = quotedFirst(await Promise.all(ranked.map(({section}) => sectionRecords(loaded, section))), request.query);
    const shown = new Set<string>();
    const hits: SearchHit[] = [];
    found.forEach((records) => {
      if (records.length === 0) return;
      const record = bestRecord(records, highlighter);
      // The same text twice on one page (a row repeated in two tables) is shown once.
      const key = `${record.url.split('#')[0]}\n${record.content ?? record.url}`;
      if (shown.has(key)) return;
      shown.add(key);
      hits.push(toSearchHit(record, highlighter, request));
    });
    return hits;
  }

  /**
   * The shown sections again in rank order, each section's score raised for each pair of
   * neighbouring query words it writes side by side, in the query's order ("matrix authentication
   * service", "leave a room"). The index knows which sections hold a word, not where.
   */
  async function rankedWithPhrases(loaded: Loaded, plan: QueryPlan, shown: RankedSection[], matcher: TermMatcher): Promise<RankedSection[]> {
    const records = await Promise.all(shown.map(({section}) => sectionRecords(loaded, section)));
    const adjusted = shown.map((ranked, index) => {
      const pairs = phrasePairs(records[index], matcher);
      return pairs > 0 ? {...ranked, score: ranked.score * (1 + PHRASE_BONUS * pairs)} : ranked;
    });
    return loaded.index.order(plan, adjusted);
  }

  async function answer(loaded: Loaded, request: SearchRequest): Promise<EmbeddedSearchResult> {
    const started = performance.now();
    const {query, hitsPerPage, page} = request;
    let plan = loaded.index.plan(query);
    if (loaded.index.needsWeakWords(plan)) {
      await addWeakWords(loaded);
      plan = loaded.index.plan(query);
    }
    const found = plan.terms.length > 0 ? loaded.index.rank(plan, loaded.allowedBy(request.facetFilters)) : [];
    const matcher = createTermMatcher(plan);
    const highlighter = createHighlighter(matcher, {pre: request.highlightPreTag, post: request.highlightPostTag});
    // The first sections are ranked again on their text, the same ones whatever the page size, so
    // that the search box and every page of the search page follow one order.
    const ranked =
      plan.terms.length > 1
        ? [...(await rankedWithPhrases(loaded, plan, found.slice(0, PHRASE_WINDOW), matcher)), ...found.slice(PHRASE_WINDOW)]
        : found;
    const hits = await hitsFor(loaded, ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage), highlighter, request);
    return {
      hits,
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

  return {
    appId: EMBEDDED_APP_ID,
    async search(argument) {
      const requests = readSearchRequests(argument);
      const loaded = await index();
      return {results: await Promise.all(requests.map((request) => answer(loaded, request)))};
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    prefetch: () => index().then(
      () => undefined,
      () => undefined,
    ),
  };
}
