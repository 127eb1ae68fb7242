// How well a record matches a query, in the terms of Algolia's ranking: how many query words it
// matched, how many of those only through typos, the best field they were found in, the score.
import type {SearchResult} from 'minisearch';
import {matchKind} from './searchTerms';

// Title matches rank above heading matches, above body matches, above matches in the headings
// around a record.
export const BOOST = {title: 4, headings: 2, content: 1, context: 0.4};
export const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

/** What is known of a matching record. Bit i of `strong` and `typo` stands for query term i. */
export type Match = {id: number; score: number; tier: number; strong: number; typo: number};

/** The query terms a word matches exactly or as a prefix (strong), and those it matches with a typo. */
type WordMatch = {strong: number; typo: number};

/** How each word a record matched relates to the query terms, worked out once per word and query. */
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

export type Tally = (known: Match | undefined, result: SearchResult) => Match;

/** Adds what MiniSearch found in a record for one query term to what was known of the record. */
export function createTally(terms: string[]): Tally {
  const matchOf = wordMatcher(terms);
  return (known, result) => {
    const match = known ?? {id: result.id as number, score: 0, tier: FIELDS.length, strong: 0, typo: 0};
    match.score += result.score;
    for (const word of result.terms) {
      for (const field of result.match[word]) match.tier = Math.min(match.tier, FIELDS.indexOf(field as keyof typeof BOOST));
      const found = matchOf(word);
      match.strong |= found.strong;
      match.typo |= found.typo;
    }
    return match;
  };
}

function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
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

/** The ids of the matching records, most relevant first. */
export function rankedIds(matches: Map<number, Match>): number[] {
  // Array.from, not spread: the browser build compiles spread in Babel's loose mode, which does
  // not expand iterators.
  return Array.from(matches.values(), toRanked)
    .sort(byRelevance)
    .map((ranked) => ranked.id);
}
