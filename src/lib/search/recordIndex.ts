// Full-text search over the records with MiniSearch. A record is found by its own text (title,
// heading or content) and, weakly, by the headings above it; one hit per URL, best first.
import MiniSearch, {type CombinationOperator, type Query, type SearchResult} from 'minisearch';
import {facetFilterTest, type FacetFilters} from './facetFilters';
import {isPrefixTerm, matchKind, maxTypos, normalizeTerm, queryTerms, swappedLetters, tokenize} from './searchTerms';
import {HIERARCHY_LEVELS, type SearchRecord} from '../../plugins/search-index/SearchRecord';

type IndexedRecord = {id: number; title: string; headings: string; content: string; context: string};

// Title matches rank above heading matches, above body matches, above matches in the headings
// around a record (see byRelevance).
const BOOST = {title: 4, headings: 2, content: 1, context: 0.4};
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

// MiniSearch's default weight of a fuzzy match, given to words with two letters swapped too.
const FUZZY_WEIGHT = 0.45;

/** How a result matched the query: bit i of a mask stands for query term i. */
type Ranked = {id: number; score: number; words: number; typos: number; tier: number};

/** The query terms a word matches exactly or as a prefix (strong), and those it matches with a typo. */
type WordMatch = {strong: number; typo: number};

/** How each word a result matched relates to the query terms, worked out once per word and query. */
function wordMatcher(terms: string[]): (word: string) => WordMatch {
  const known = new Map<string, WordMatch>();
  return (word) => {
    let found = known.get(word);
    if (!found) {
      found = {strong: 0, typo: 0};
      for (let index = 0; index < terms.length; index++) {
        const kind = matchKind(word, index, terms);
        if (kind === 'typo') found.typo |= 1 << index;
        else if (kind) found.strong |= 1 << index;
      }
      known.set(word, found);
    }
    return found;
  };
}

function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
}

function rank(result: SearchResult, matchOf: (word: string) => WordMatch): Ranked {
  let tier = FIELDS.length;
  let strong = 0;
  let typo = 0;
  for (const word of result.terms) {
    for (const field of result.match[word]) tier = Math.min(tier, FIELDS.indexOf(field as keyof typeof BOOST));
    const found = matchOf(word);
    strong |= found.strong;
    typo |= found.typo;
  }
  // A query term counts as a typo when the record matched it only through misspellings.
  return {id: result.id as number, score: result.score, words: countBits(strong | typo), typos: countBits(typo & ~strong), tier};
}

// Algolia's order: more query words matched (it matters when any word will do), fewer typos, the
// best field matched, then the score.
const byRelevance = (a: Ranked, b: Ranked): number =>
  b.words - a.words || a.typos - b.typos || a.tier - b.tier || b.score - a.score || a.id - b.id;

/**
 * Each term as MiniSearch should look for it: as typed (the last one also as a prefix, longer ones
 * with a typo), or with two letters swapped, which MiniSearch's fuzzy matching counts as two typos.
 */
function queryTree(terms: string[], combineWith: CombinationOperator): Query {
  return {
    combineWith,
    queries: terms.map((term, index): Query => ({
      combineWith: 'OR',
      queries: [
        {queries: [term], prefix: isPrefixTerm(index, terms), fuzzy: maxTypos(term) || false},
        ...swappedLetters(term).map((swapped) => ({
          queries: [swapped],
          prefix: false,
          fuzzy: false,
          boostTerm: () => (FUZZY_WEIGHT * swapped.length) / (swapped.length + 1),
        })),
      ],
    })),
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

export function createRecordIndex(records: SearchRecord[]): RecordIndex {
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: FIELDS,
    tokenize: (text) => tokenize(text),
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: {boost: BOOST, maxFuzzy: 2},
  });
  miniSearch.addAll(records.map(toIndexed));

  const search = (query: string, facetFilters: FacetFilters): SearchRecord[] => {
    // A word typed twice is looked up once, keeping its last place (where it may be a prefix).
    const terms = queryTerms(query).filter((term, index, all) => all.indexOf(term, index + 1) === -1);
    if (terms.length === 0) return [];
    const allowed = facetFilterTest(facetFilters);
    const filter = (result: {id: number}) => allowed(records[result.id]);
    // Every word must match, as with Algolia; if none does, any word will do.
    let results = miniSearch.search(queryTree(terms, 'AND'), {filter});
    if (results.length === 0) results = miniSearch.search(queryTree(terms, 'OR'), {filter});
    const byUrl = new Map<string, SearchRecord>();
    const matchOf = wordMatcher(terms);
    for (const result of results.map((result) => rank(result, matchOf)).sort(byRelevance)) {
      const record = records[result.id];
      if (!byUrl.has(record.url)) byUrl.set(record.url, record);
    }
    // Array.from, not spread: the browser build compiles spread in Babel's loose mode, which
    // does not expand iterators.
    return Array.from(byUrl.values());
  };
  return {search};
}
