// Reads the two request shapes the client is called with into one: the DocSearch modal's
// `{requests: [{indexName, query, ...}]}` and algoliasearch-helper's legacy
// `[{indexName, params}]`, where params is an object or an encoded query string.
import {parseFacetFilters, type FacetFilters} from './facetFilters';

export type SearchParams = Record<string, unknown>;

export type SearchRequest = {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  facetFilters: FacetFilters;
  /** Words per snippet by attribute, from entries like `content:10`. */
  snippetWords: Record<string, number>;
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  /** Every parameter as sent, echoed back in the result. */
  params: SearchParams;
};

export type ModalSearchRequest = {indexName: string; query?: string} & SearchParams;
export type LegacySearchRequest = {indexName: string; query?: string; params?: SearchParams | string};
export type SearchArgument = {requests: ModalSearchRequest[]} | LegacySearchRequest[];

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
export const DEFAULT_SNIPPET_WORDS = 10;

/** Algolia's encoded params: arrays and objects are JSON, the rest plain strings. */
function decodeParams(encoded: string): SearchParams {
  const params: SearchParams = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    params[key] = /^[[{]/.test(value) ? JSON.parse(value) : value;
  }
  return params;
}

function integer(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.min(max, Math.max(0, Math.floor(number))) : fallback;
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function snippetWords(value: unknown): Record<string, number> {
  const entries = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const words: Record<string, number> = {};
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const [attribute, count] = entry.trim().split(':');
    words[attribute] = integer(count, DEFAULT_SNIPPET_WORDS, Number.MAX_SAFE_INTEGER) || DEFAULT_SNIPPET_WORDS;
  }
  return words;
}

function toSearchRequest(indexName: string, params: SearchParams): SearchRequest {
  return {
    indexName,
    query: text(params.query, ''),
    hitsPerPage: integer(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE),
    page: integer(params.page, 0, Number.MAX_SAFE_INTEGER),
    facetFilters: parseFacetFilters(params.facetFilters),
    snippetWords: snippetWords(params.attributesToSnippet),
    highlightPreTag: text(params.highlightPreTag, '<mark>'),
    highlightPostTag: text(params.highlightPostTag, '</mark>'),
    snippetEllipsisText: text(params.snippetEllipsisText, '…'),
    params,
  };
}

export function readSearchRequests(argument: SearchArgument): SearchRequest[] {
  if (Array.isArray(argument)) {
    return argument.map(({indexName, query, params}) => {
      const decoded = typeof params === 'string' ? decodeParams(params) : {...params};
      return toSearchRequest(indexName, query === undefined ? decoded : {query, ...decoded});
    });
  }
  return argument.requests.map(({indexName, ...params}) => toSearchRequest(indexName, params));
}
