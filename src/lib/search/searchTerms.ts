// How text becomes search terms, shared by the index builder, the engine and the highlighter so
// that what is marked is what matched.

/** Tokens are runs of anything but spaces, punctuation and symbols, which separate them. */
const SEPARATORS = /[\s\p{Z}\p{P}\p{S}]+/u;
const CAPTURED_SEPARATORS = /([\s\p{Z}\p{P}\p{S}]+)/u;
const ENDS_WITH_SEPARATOR = /[\s\p{Z}\p{P}\p{S}]$/u;
const ASCII = /^[\x00-\x7f]*$/;

// Like Algolia's defaults: one typo from 4 letters, two from 8.
const MIN_LENGTH_FOR_TYPO = 4;
const MIN_LENGTH_FOR_TWO_TYPOS = 8;

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

/** Lower case without accents, so "Café" and "cafe" are one term. */
export function normalizeTerm(term: string): string {
  // Most words are ASCII, which has no accents to take off: it skips the slower Unicode steps.
  if (ASCII.test(term)) return term.toLowerCase();
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The normalised terms of a text, in order. */
export function termsOf(text: string): string[] {
  return tokenize(text).map(normalizeTerm).filter(Boolean);
}

// Words that carry no topic of their own in a question ("how do I …"): they neither have to match
// nor count toward a match, unless a query has nothing else.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after again all am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing done during each few for from further get gets got had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my myself no nor not of off on once only or other ' +
    'our ours out over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up use using very was we were what when where which while who whom why will ' +
    'with would you your yours yourself'
  ).split(' '),
);

/** Whether a term says something of its own: not a stop word, and more than one character. */
export const isSignificant = (term: string): boolean => term.length > 1 && !STOP_WORDS.has(term);

/** A word of a query, or a name written with dots, dashes or underscores with its words (`matrix.to`: matrix, to). */
export type QueryUnit = {term: string; parts: string[]};

export type QueryTerms = {
  /** The query's words in order, names whole (see QueryUnit). */
  units: QueryUnit[];
  /** Whether the last term may still be being typed (the query does not end with a separator). */
  lastIsPrefix: boolean;
  /** Terms that are part of a compound such as `matrix.to` or `m.ban`, where no word is a stop word. */
  inCompounds: Set<string>;
  /** Whether the query is typed as a command, with a `!` prefix (`!draupnir ban`). */
  isCommand: boolean;
};

// What joins the parts of a name (`matrix.to`, `web.port`, `M_UNKNOWN_TOKEN`, `mx-tester`).
const COMPOUND = /^[\p{L}\p{N}]+(?:[._\-/:][\p{L}\p{N}]+)+$/u;

// A name inside any text: words joined by single dots, dashes or underscores (`matrix.to`,
// `web.port`, `M_FORBIDDEN`, `no-confirm`); slashes and colons are left out, so that URLs and
// Matrix IDs give their host names (`matrix.to`, `example.org`) rather than one long run.
const COMPOUND_IN_TEXT = /[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+/gu;

/**
 * The names of a text written with dots, dashes or underscores, normalised as terms are. The index
 * holds them as words beside their parts, so that a query naming one (`matrix.to`) finds the
 * sections that write it, not those with its parts apart ("Matrix", "to").
 */
export function compoundsOf(text: string): string[] {
  return Array.from(text.matchAll(COMPOUND_IN_TEXT), (match) => normalizeTerm(match[0]));
}

// Where a word written in camel case (`BasicFloodingProtection`, `backgroundDelayMS`) divides into
// words: before a capital that follows a small letter, and before the last capital of a run of
// capitals followed by a small letter (`HTTPAntispam`: HTTP, Antispam).
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const HAS_CAMEL_BOUNDARY = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

/**
 * The words inside the camel-case words of a text (`BasicFloodingProtection`: basic, flooding,
 * protection), normalised as terms are. The index holds them apart, as weaker evidence than a
 * word written on its own, so that "flooding protection" finds the protection's name.
 */
export function camelPartsOf(text: string): string[] {
  return tokenize(text)
    .filter((token) => HAS_CAMEL_BOUNDARY.test(token))
    .flatMap((token) => token.split(CAMEL_BOUNDARY).map(normalizeTerm))
    .filter((part) => part.length > 1);
}

/** Every word of a text the index holds: its terms, and its names whole. */
export function indexWordsOf(text: string): string[] {
  return [...termsOf(text), ...compoundsOf(text)];
}

/** Text cut into runs that are names (odd places) and the text between them (even places). */
export function splitCompounds(text: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const match of text.matchAll(COMPOUND_IN_TEXT)) {
    parts.push(text.slice(at, match.index), match[0]);
    at = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

export function queryTerms(query: string): QueryTerms {
  const inCompounds = new Set(
    query
      .split(/\s+/)
      .map((chunk) => chunk.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
      .filter((chunk) => COMPOUND.test(chunk))
      .flatMap(termsOf),
  );
  const units = splitCompounds(query).flatMap((part, index): QueryUnit[] =>
    index % 2 === 1 ? [{term: normalizeTerm(part), parts: termsOf(part)}] : termsOf(part).map((term) => ({term, parts: [term]})),
  );
  return {
    units,
    lastIsPrefix: units.length > 0 && !ENDS_WITH_SEPARATOR.test(query),
    inCompounds,
    isCommand: /^\s*!\p{L}/u.test(query),
  };
}

export function maxTypos(term: string): number {
  if (term.length < MIN_LENGTH_FOR_TYPO) return 0;
  return term.length < MIN_LENGTH_FOR_TWO_TYPOS ? 1 : 2;
}

/**
 * Edit distance of a and b, counting a swap of two adjacent letters as one edit (as Algolia counts
 * typos), or limit + 1 once it is certain to exceed limit.
 */
export function editDistance(a: string, b: string, limit: number): number {
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

/**
 * A word's stem for matching other forms of it: plurals, -ing, -ed, -tion and -ment are taken off,
 * so "protect", "protects", "protected" and "protection" meet, and "develop" and "development".
 * Crude, but only ever a weaker match than the word itself.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('tion')) w = w.slice(0, -3);
  else if (w.length > 7 && w.endsWith('ment')) w = w.slice(0, -4);
  return withoutLastLetters(w);
}

/** "banned" → "bann" → "ban", "setting" → "sett" → "set"; "configure" and "configur(ed)" meet. */
function withoutLastLetters(word: string): string {
  let w = word;
  if (/([bdfglmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * The stems a word's other forms are found under: its stem, and for a noun in -ation also the verb's
 * ("installation" meets "install", "invitation" meets "invite"), while "federation" keeps meeting
 * "federated" through its stem.
 */
export function stemsOf(word: string): string[] {
  const main = stem(word);
  const noun = /^(.{4,})ations?$/.exec(word);
  return noun ? [main, withoutLastLetters(noun[1])] : [main];
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
