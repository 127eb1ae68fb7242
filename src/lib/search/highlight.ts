// Algolia-style highlight and snippet values: the text is HTML-escaped, then matched words are
// wrapped in the request's tags, so record text can never inject markup into the results.
import {mapTokens, tokenize, type TermMatcher} from './searchTerms';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightTags = {pre: string; post: string};

export type HighlightValue = {value: string; matchLevel: MatchLevel; matchedWords: string[]};

export type SnippetValue = {value: string; matchLevel: MatchLevel};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

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
  const value = mapTokens(text, mark, escapeHtml);
  const matchedWords = Array.from(new Set(matcher.terms)).filter((term) => matched.has(term));
  return {value, matchLevel: matchLevelOf(matchedWords, matcher), matchedWords};
}

const hasMatch = (word: string, matcher: TermMatcher): boolean =>
  tokenize(word).some((token) => matcher.match(token) !== undefined);

/** `words` words of text around its first match (its first words when nothing matches). */
function snippet(
  text: string,
  matcher: TermMatcher,
  words: number,
  ellipsis: string,
  highlightText: (text: string) => HighlightValue,
): SnippetValue {
  const all = text.split(/\s+/).filter(Boolean);
  // Text no longer than the snippet is shown whole, so where its first match is does not matter.
  const first = all.length <= words ? 0 : Math.max(0, all.findIndex((word) => hasMatch(word, matcher)));
  const start = Math.max(0, Math.min(first - Math.floor((words - 1) / 2), all.length - words));
  const end = Math.min(all.length, start + words);
  const {value, matchLevel} = highlightText(all.slice(start, end).join(' '));
  return {value: `${start > 0 ? ellipsis : ''}${value}${end < all.length ? ellipsis : ''}`, matchLevel};
}

export type Highlighter = {
  highlight(text: string): HighlightValue;
  snippet(text: string, words: number, ellipsis: string): SnippetValue;
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
  };
}
