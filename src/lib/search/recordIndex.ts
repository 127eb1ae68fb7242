// Full-text search over the records with MiniSearch. A record is found by its own text (title,
// heading or content) and, weakly, by the headings above it; one hit per URL, best first.
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
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

/** What is known of a matching record: its score, its best field, and the query terms it matched. */
type Match = {id: number; score: number; tier: number; strong: number; typo: number};

function addResult(known: Match | undefined, result: SearchResult, matchOf: (word: string) => WordMatch): Match {
  const match = known ?? {id: result.id as number, score: 0, tier: FIELDS.length, strong: 0, typo: 0};
  match.score += result.score;
  for (const word of result.terms) {
    for (const field of result.match[word]) match.tier = Math.min(match.tier, FIELDS.indexOf(field as keyof typeof BOOST));
    const found = matchOf(word);
    match.strong |= found.strong;
    match.typo |= found.typo;
  }
  return match;
}

type Ranked = {id: number; score: number; words: number; typos: number; tier: number};

function toRanked({id, score, tier, strong, typo}: Match): Ranked {
  // A query term counts as a typo when the record matched it only through misspellings.
  return {id, score, tier, words: countBits(strong | typo), typos: countBits(typo & ~strong)};
}

// Algolia's order: more query words matched (it matters when any word will do), fewer typos, the
// best field matched, then the score.
const byRelevance = (a: Ranked, b: Ranked): number =>
  b.words - a.words || a.typos - b.typos || a.tier - b.tier || b.score - a.score || a.id - b.id;

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

export function createRecordIndex(records: SearchRecord[]): RecordIndex {
  const frequency = new Map<string, number>();
  const countTerm = (term: string): string | null => {
    if (term) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    return term || null;
  };
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: FIELDS,
    tokenize: (text) => tokenize(text),
    // Counts the terms as they are indexed, so that a query can look its rarest word up first.
    processTerm: (term) => countTerm(normalizeTerm(term)),
    searchOptions: {boost: BOOST, maxFuzzy: 2, processTerm: (term) => normalizeTerm(term) || null},
  });
  miniSearch.addAll(records.map(toIndexed));

  /**
   * About how many records a query term will match, to look the rarest up first. A word the index
   * lacks is likely misspelt, and most typos are two letters swapped.
   */
  const rarity = (term: string, prefix: boolean): number => {
    let count = 0;
    if (prefix) {
      frequency.forEach((times, word) => {
        if (word.startsWith(term)) count += times;
      });
    } else {
      count = frequency.get(term) ?? swappedLetters(term).reduce((sum, swapped) => sum + (frequency.get(swapped) ?? 0), 0);
    }
    return count;
  };

  /** Records that match query term `index`, among the records `among` marks with a 1. */
  const lookUp = (terms: string[], index: number, among: Uint8Array): SearchResult[] =>
    // MiniSearch skips a record whose boost is 0 before it scores it.
    miniSearch.search(termQuery(terms, index), {boostDocument: (id) => among[id]});

  // Every word must match, as with Algolia. The rarest word is looked up first and each further
  // word only among the records that matched so far, so common words cost little.
  const matchEvery = (terms: string[], allowed: Uint8Array, matchOf: (word: string) => WordMatch) => {
    const counts = terms.map((term, index) => rarity(term, isPrefixTerm(index, terms)));
    const order = terms.map((_, index) => index).sort((a, b) => counts[a] - counts[b]);
    let matches = new Map<number, Match>();
    let among = allowed;
    for (const index of order) {
      const previous = matches;
      matches = new Map();
      for (const result of lookUp(terms, index, among)) {
        matches.set(result.id, addResult(previous.get(result.id), result, matchOf));
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
  const matchAny = (terms: string[], allowed: Uint8Array, matchOf: (word: string) => WordMatch) => {
    const matches = new Map<number, Match>();
    terms.forEach((_, index) => {
      for (const result of lookUp(terms, index, allowed)) {
        matches.set(result.id, addResult(matches.get(result.id), result, matchOf));
      }
    });
    return matches;
  };

  // The search box sends the same facet filters with every query: the records they allow are
  // worked out once for each new set of filters.
  let allowedBefore: {key: string; ids: Uint8Array} | undefined;
  const allowedBy = (facetFilters: FacetFilters): Uint8Array => {
    const key = JSON.stringify(facetFilters);
    if (allowedBefore?.key !== key) {
      const facetsMatch = facetFilterTest(facetFilters);
      allowedBefore = {key, ids: Uint8Array.from(records, (record) => (facetsMatch(record) ? 1 : 0))};
    }
    return allowedBefore.ids;
  };

  const search = (query: string, facetFilters: FacetFilters): SearchRecord[] => {
    // A word typed twice is looked up once, keeping its last place (where it may be a prefix).
    const terms = queryTerms(query).filter((term, index, all) => all.indexOf(term, index + 1) === -1);
    if (terms.length === 0) return [];
    const allowed = allowedBy(facetFilters);
    const matchOf = wordMatcher(terms);
    let matches = matchEvery(terms, allowed, matchOf);
    if (matches.size === 0) matches = matchAny(terms, allowed, matchOf);
    const byUrl = new Map<string, SearchRecord>();
    // Array.from, not spread: the browser build compiles spread in Babel's loose mode, which
    // does not expand iterators.
    for (const ranked of Array.from(matches.values(), toRanked).sort(byRelevance)) {
      const record = records[ranked.id];
      if (!byUrl.has(record.url)) byUrl.set(record.url, record);
    }
    return Array.from(byUrl.values());
  };
  return {search};
}
