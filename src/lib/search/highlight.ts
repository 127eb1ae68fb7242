// Algolia-style highlight and snippet values: the text is HTML-escaped, then the words that
// matched are wrapped in the request's tags, so record text can never inject markup into the
// results. Only the words the engine matched are marked, never stop words of a longer query.
import {mapTokens, normalizeTerm, splitCompounds, tokenize} from './searchTerms';
import type {QueryPlan} from './sectionIndex';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightTags = {pre: string; post: string};

export type HighlightValue = {value: string; matchLevel: MatchLevel; matchedWords: string[]};

export type SnippetValue = {value: string; matchLevel: MatchLevel};

// The values go into element content, never into attributes, so quotes stay as they are: the
// DocSearch modal shows a section name as text, where "&#39;" would show as written.
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

export const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (char) => ESCAPES[char]);

/** Which query term a token matches, and how many of its characters to mark. */
export type TokenMatch = {term: number; length: number};

export type TermMatcher = {
  terms: readonly string[];
  match(token: string): TokenMatch | undefined;
};

/** Marks the site words the engine matched for each term of the plan. */
export function createTermMatcher(plan: QueryPlan): TermMatcher {
  const byWord = new Map<string, {term: number; prefix: boolean}>();
  plan.candidates.forEach((candidates, term) => {
    for (const {word, kind} of candidates) {
      const known = byWord.get(word);
      // A word that is one term as typed and another as a completion counts for the one as typed.
      if (!known || (known.prefix && kind !== 'prefix')) byWord.set(word, {term, prefix: kind === 'prefix'});
    }
  });
  const known = new Map<string, TokenMatch | undefined>();
  const find = (token: string): TokenMatch | undefined => {
    const word = normalizeTerm(token);
    const found = byWord.get(word);
    if (!found) return undefined;
    // A completion marks the typed part, unless normalising changed the token's length (accents,
    // or marks such as the keycap of 1️⃣): then the whole token, never part of a character.
    const typed = plan.terms[found.term].length;
    const length = found.prefix && word.length === token.length && typed < token.length ? typed : token.length;
    return {term: found.term, length};
  };
  // The hits of one answer repeat their titles and headings: each token is worked out once.
  const match = (token: string): TokenMatch | undefined => {
    if (!known.has(token)) known.set(token, find(token));
    return known.get(token);
  };
  return {terms: plan.terms, match};
}

function matchLevelOf(matchedWords: string[], matcher: TermMatcher): MatchLevel {
  if (matchedWords.length === 0) return 'none';
  return matchedWords.length === new Set(matcher.terms).size ? 'full' : 'partial';
}

function highlight(text: string, matcher: TermMatcher, tags: HighlightTags): HighlightValue {
  const matched = new Set<string>();
  // Tokens hold no punctuation or symbols, so only the separators between them need escaping.
  const mark = (token: string): string => {
    const found = matcher.match(token);
    if (!found) return token;
    matched.add(matcher.terms[found.term]);
    return `${tags.pre}${token.slice(0, found.length)}${tags.post}${token.slice(found.length)}`;
  };
  // A name the query has whole (`matrix.to`) is marked whole; the words of any other are marked
  // one by one.
  const value = splitCompounds(text)
    .map((part, index) => (index % 2 === 1 && matcher.match(part) ? mark(part) : mapTokens(part, mark, escapeHtml)))
    .join('');
  const matchedWords = Array.from(new Set(matcher.terms)).filter((term) => matched.has(term));
  return {value, matchLevel: matchLevelOf(matchedWords, matcher), matchedWords};
}

const matchedTerms = (text: string, matcher: TermMatcher): number[] =>
  splitCompounds(text).flatMap((part, index) => {
    const whole = index % 2 === 1 ? matcher.match(part) : undefined;
    if (whole) return [whole.term];
    return tokenize(part).flatMap((token) => {
      const found = matcher.match(token);
      return found ? [found.term] : [];
    });
  });

const ELLIPSIS_AT_START = /^(?:…|\.\.\.)/;
const ELLIPSIS_AT_END = /(?:…|\.\.\.)$/;

/**
 * `words` words of text: the stretch that holds the most different query terms, nearest the start
 * (the first words when nothing matches), with the ellipsis where text was left out, unless the
 * text already shows one there.
 */
function snippet(
  text: string,
  matcher: TermMatcher,
  words: number,
  ellipsis: string,
  highlightText: (text: string) => HighlightValue,
): SnippetValue {
  const all = text.split(/\s+/).filter(Boolean);
  let start = 0;
  // Text no longer than the snippet is shown whole, so where its matches are does not matter.
  if (all.length > words) {
    const terms = all.map((word) => matchedTerms(word, matcher));
    const lead = Math.floor((words - 1) / 2);
    let best = {distinct: 0, offCentre: Infinity};
    for (let from = 0; from + words <= all.length; from++) {
      const window = terms.slice(from, from + words);
      const distinct = new Set(window.flat()).size;
      const first = window.findIndex((found) => found.length > 0);
      // The first match of the stretch sits best a little before its middle.
      const offCentre = first === -1 ? from : Math.abs(first - lead);
      if (distinct > best.distinct || (distinct === best.distinct && offCentre < best.offCentre)) {
        best = {distinct, offCentre};
        start = from;
      }
    }
  }
  const end = Math.min(all.length, start + words);
  const shown = all.slice(start, end);
  const {value, matchLevel} = highlightText(shown.join(' '));
  const before = start > 0 && !ELLIPSIS_AT_START.test(shown[0]) ? ellipsis : '';
  const after = end < all.length && !ELLIPSIS_AT_END.test(shown[shown.length - 1]) ? ellipsis : '';
  return {value: `${before}${value}${after}`, matchLevel};
}

export type Highlighter = {
  highlight(text: string): HighlightValue;
  snippet(text: string, words: number, ellipsis: string): SnippetValue;
  /** The query terms a text matches. */
  termsIn(text: string): Set<number>;
};

/**
 * Highlights and snippets for the hits of one answer. The hits share section and page titles, and
 * a short text's snippet is the text itself, so each text is highlighted once.
 */
export function createHighlighter(matcher: TermMatcher, tags: HighlightTags): Highlighter {
  const done = new Map<string, HighlightValue>();
  const once = (text: string): HighlightValue => {
    let value = done.get(text);
    if (!value) {
      value = highlight(text, matcher, tags);
      done.set(text, value);
    }
    return value;
  };
  return {
    // A copy for each hit, so that a caller changing one hit cannot change another.
    highlight: (text) => {
      const {value, matchLevel, matchedWords} = once(text);
      return {value, matchLevel, matchedWords: matchedWords.slice()};
    },
    snippet: (text, words, ellipsis) => snippet(text, matcher, words, ellipsis, once),
    termsIn: (text) => new Set(matchedTerms(text, matcher)),
  };
}
