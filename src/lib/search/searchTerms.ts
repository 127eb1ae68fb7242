// How text becomes search terms and which words a query term matches, shared by the index and the
// highlighter so that what is marked is what matched.

/** Tokens are runs of anything but spaces, punctuation and symbols, which separate them. */
const SEPARATORS = /[\s\p{Z}\p{P}\p{S}]+/u;
const CAPTURED_SEPARATORS = /([\s\p{Z}\p{P}\p{S}]+)/u;
const ASCII = /^[\x00-\x7f]*$/;

// Like Algolia's defaults: one typo from 4 letters, two from 8, and prefix matching on the last word.
const MIN_LENGTH_FOR_TYPO = 4;
const TYPO_RATE = 0.2;
const MAX_TYPOS = 2;

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

/** Lower case without accents, so "Café" and "cafe" are one term. */
export function normalizeTerm(term: string): string {
  // Most words are ASCII, which has no accents to take off: it skips the slower Unicode steps.
  if (ASCII.test(term)) return term.toLowerCase();
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function queryTerms(query: string): string[] {
  return tokenize(query).map(normalizeTerm).filter(Boolean);
}

export function maxTypos(term: string): number {
  return term.length < MIN_LENGTH_FOR_TYPO ? 0 : Math.min(MAX_TYPOS, Math.round(term.length * TYPO_RATE));
}

export const isPrefixTerm = (index: number, terms: readonly string[]): boolean => index === terms.length - 1;

/**
 * Edit distance of a and b, counting a swap of two adjacent letters as one edit (as Algolia counts
 * typos), or limit + 1 once it is certain to exceed limit.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous: number[] = [];
  for (let j = 0; j <= b.length; j++) previous.push(j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The term with two adjacent letters swapped, each way that gives another word. */
export function swappedLetters(term: string): string[] {
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    swapped.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  swapped.delete(term);
  return Array.from(swapped);
}

export type MatchKind = 'exact' | 'prefix' | 'typo';

/** How a normalised word matches query term number `index` of `terms`, if it does. */
export function matchKind(word: string, index: number, terms: readonly string[]): MatchKind | undefined {
  const term = terms[index];
  if (word === term) return 'exact';
  if (isPrefixTerm(index, terms) && word.startsWith(term)) return 'prefix';
  const typos = maxTypos(term);
  return typos > 0 && editDistance(word, term, typos) <= typos ? 'typo' : undefined;
}

export type TermMatch = {
  /** Index of the query term that matched. */
  term: number;
  /** How many characters of the token to mark: a prefix match marks the typed part. */
  length: number;
};

export type TermMatcher = {
  terms: readonly string[];
  match(token: string): TermMatch | undefined;
};

export function createTermMatcher(terms: readonly string[]): TermMatcher {
  const find = (token: string): TermMatch | undefined => {
    const word = normalizeTerm(token);
    let typo: TermMatch | undefined;
    for (let index = 0; index < terms.length; index++) {
      const kind = matchKind(word, index, terms);
      if (kind === 'exact') return {term: index, length: token.length};
      // Marks the typed part, unless normalising changed the word's length.
      if (kind === 'prefix') return {term: index, length: word.length === token.length ? terms[index].length : token.length};
      if (kind === 'typo') typo ??= {term: index, length: token.length};
    }
    return typo;
  };
  // The hits of one answer repeat their titles and headings: each token is worked out once.
  const known = new Map<string, TermMatch | undefined>();
  const match = (token: string): TermMatch | undefined => {
    if (!known.has(token)) known.set(token, find(token));
    return known.get(token);
  };
  return {terms, match};
}

/** Text with each token replaced by `onToken(token)` and each run of separators by `onSeparators(run)`. */
export function mapTokens(text: string, onToken: (token: string) => string, onSeparators: (run: string) => string): string {
  // Splitting on captured separators puts the tokens at even places and the separators at odd ones.
  const parts = text.split(CAPTURED_SEPARATORS);
  let mapped = '';
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) mapped += onSeparators(parts[i]);
    else if (parts[i]) mapped += onToken(parts[i]);
  }
  return mapped;
}
