// Full-text search over the records with MiniSearch. A record is found by its own text (title,
// heading or content) and, weakly, by the headings above it; one hit per URL, best first.
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {createAllowedRecords, type FacetFilters} from './facetFilters';
import {BOOST, FIELDS, createTally, rankedIds, type Match, type Tally} from './relevance';
import {isPrefixTerm, maxTypos, normalizeTerm, queryTerms, swappedLetters, tokenize} from './searchTerms';
import {TermCounts} from './TermCounts';
import {HIERARCHY_LEVELS, type SearchRecord} from '../../plugins/search-index/SearchRecord';

type IndexedRecord = {id: number; title: string; headings: string; content: string; context: string};

// MiniSearch's default weight of a fuzzy match, given to words with two letters swapped too.
const FUZZY_WEIGHT = 0.45;

/**
 * Query term number `index` as MiniSearch should look for it: as typed (the last one also as a
 * prefix, longer ones with a typo), or with two letters swapped. MiniSearch counts a swap as two
 * typos, which only terms that allow one typo need added.
 */
function termQuery(terms: string[], index: number): Query {
  const term = terms[index];
  const typos = maxTypos(term);
  return {
    combineWith: 'OR',
    queries: [
      {queries: [term], prefix: isPrefixTerm(index, terms), fuzzy: typos || false},
      ...(typos === 1 ? swappedLetters(term) : []).map((swapped) => ({
        queries: [swapped],
        prefix: false,
        fuzzy: false,
        boostTerm: () => (FUZZY_WEIGHT * swapped.length) / (swapped.length + 1),
      })),
    ],
  };
}

export type RecordIndex = {
  /** Matching records, one per URL, by relevance; the empty query finds nothing. */
  search(query: string, facetFilters: FacetFilters): SearchRecord[];
};

function toIndexed(record: SearchRecord, id: number): IndexedRecord {
  const {hierarchy, type} = record;
  const own = type === 'content' ? record.content ?? '' : hierarchy[type] ?? '';
  const ownLevel = type === 'content' ? HIERARCHY_LEVELS.length : Number(type.slice(3));
  const above = HIERARCHY_LEVELS.slice(0, ownLevel).map((level) => hierarchy[level]);
  return {
    id,
    title: type === 'lvl1' ? own : '',
    headings: type === 'lvl1' || type === 'content' ? '' : own,
    content: type === 'content' ? own : '',
    context: above.filter(Boolean).join(' '),
  };
}

/** A word typed twice is looked up once, in its last place (where it may be a prefix). */
const withoutRepeats = (terms: string[]): string[] =>
  terms.filter((term, index) => terms.indexOf(term, index + 1) === -1);

export function createRecordIndex(records: SearchRecord[]): RecordIndex {
  const termCounts = new TermCounts();
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: FIELDS,
    tokenize: (text) => tokenize(text),
    // Counts the terms as they are indexed (queries use searchOptions.processTerm).
    processTerm: (text) => {
      const term = normalizeTerm(text);
      if (term) termCounts.add(term);
      return term || null;
    },
    searchOptions: {boost: BOOST, maxFuzzy: 2, processTerm: (text) => normalizeTerm(text) || null},
  });
  miniSearch.addAll(records.map(toIndexed));
  const allowedBy = createAllowedRecords(records);

  /** Records that match query term `index`, among those `among` marks with a 1. */
  const lookUp = (terms: string[], index: number, among: Uint8Array): SearchResult[] =>
    // MiniSearch skips a record whose boost is 0 before it scores it.
    miniSearch.search(termQuery(terms, index), {boostDocument: (id) => among[id]});

  // Every word must match, as with Algolia. The rarest word is looked up first and each further
  // word only among the records that matched so far, so common words cost little.
  const matchEvery = (terms: string[], allowed: Uint8Array, tally: Tally): Map<number, Match> => {
    const counts = terms.map((term, index) => termCounts.estimate(term, isPrefixTerm(index, terms)));
    const order = terms.map((_, index) => index).sort((a, b) => counts[a] - counts[b]);
    let matches = new Map<number, Match>();
    let among = allowed;
    for (const index of order) {
      const previous = matches;
      matches = new Map();
      for (const result of lookUp(terms, index, among)) {
        matches.set(result.id, tally(previous.get(result.id), result));
      }
      if (matches.size === 0) break;
      among = new Uint8Array(records.length);
      matches.forEach((_, id) => {
        among[id] = 1;
      });
    }
    return matches;
  };

  // When no record has every word, any word will do.
  const matchAny = (terms: string[], allowed: Uint8Array, tally: Tally): Map<number, Match> => {
    const matches = new Map<number, Match>();
    terms.forEach((_, index) => {
      for (const result of lookUp(terms, index, allowed)) {
        matches.set(result.id, tally(matches.get(result.id), result));
      }
    });
    return matches;
  };

  const search = (query: string, facetFilters: FacetFilters): SearchRecord[] => {
    const terms = withoutRepeats(queryTerms(query));
    if (terms.length === 0) return [];
    const allowed = allowedBy(facetFilters);
    const tally = createTally(terms);
    let matches = matchEvery(terms, allowed, tally);
    if (matches.size === 0) matches = matchAny(terms, allowed, tally);
    const byUrl = new Map<string, SearchRecord>();
    for (const id of rankedIds(matches)) {
      const record = records[id];
      if (!byUrl.has(record.url)) byUrl.set(record.url, record);
    }
    return Array.from(byUrl.values());
  };
  return {search};
}
