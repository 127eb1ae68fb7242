// Ranks the sections of the index file for a query. A section (a heading and the text and code up
// to the next heading) matches a query word through its own heading, the headings above it (its
// trail, up to the page title and the sidebar section), its text or its code, so the words of a
// query may be spread over all of these. Stop words neither have to match nor count. A word
// matches as typed, in another form ("protect", "protections"), as a prefix when it is the last
// word and still being typed, and with a typo only when the site has no such word at all.
import {
  checkIndexVersion,
  decodePostings,
  isWeakWord,
  sectionHeading,
  type Postings,
  type IndexPage,
  type SearchIndexFile,
  type WeakWordsFile,
} from './searchIndexFormat';
import {READER_WORDS} from './readerWords';
import {editDistance, indexWordsOf, isSignificant, maxTypos, queryTerms, stem, stemsOf, termsOf, type QueryUnit} from './searchTerms';

export type MatchKind = 'exact' | 'variant' | 'reader' | 'prefix' | 'typo';

/** A word of the site that stands for a query term, and how much a match on it is worth. */
export type Candidate = {word: string; kind: MatchKind; weight: number};

export type QueryPlan = {
  /** The query terms that count (all of them when none is significant). */
  terms: string[];
  /** For each term, the words of the site it matches. */
  candidates: Candidate[][];
  /** Whether the query has only stop words and single characters (markup, punctuation). */
  onlyWeakTerms: boolean;
  /** Whether the query is typed as a command (`!draupnir help`). */
  isCommand: boolean;
};

export type RankedSection = {section: number; score: number; matched: number; typos: number};

export type Section = {
  page: number;
  /** Place among its page's sections. */
  index: number;
  level: number;
  heading: string;
  /** The first section after this one that is not below its heading. */
  end: number;
};

export type SectionIndex = {
  file: SearchIndexFile;
  sections: Section[];
  plan(query: string): QueryPlan;
  rank(plan: QueryPlan, allowed: (section: number) => boolean): RankedSection[];
  /** Sorts ranked sections (whose scores may have changed) in rank order. */
  order(plan: QueryPlan, ranked: RankedSection[]): RankedSection[];
  /**
   * Whether ranking the query needs the sections of weak words (a query of stop words alone, or one
   * naming a stop word in a compound), which are in their own file (index.s), not yet added.
   */
  needsWeakWords(plan: QueryPlan): boolean;
  /** Adds the weak words' sections, from the file named index.s. */
  addWeakWords(entries: WeakWordsFile): void;
};

// Field weights: a section's own heading says most about it (a page title most of all, then the
// page's other name, its sidebar label), then the page description (for a page's title section: it
// sums the page up in a reader's words), then a table row's key, then the headings above it, then
// its text and code; the sidebar section says little. Each field's evidence shrinks with its
// length, as in BM25.
const HEADING_WEIGHTS = [0, 6, 4, 4, 4, 4, 4];
const LABEL_WEIGHT = 4;
const KEY_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 3.5;
const TRAIL_WEIGHT = 1.5;
const SECTION_NAME_WEIGHT = 0.4;
const TEXT_WEIGHT = 1;
const CODE_WEIGHT = 1;
// A word found only inside a camel-case name (`BasicFloodingProtection`) says little of the section.
const CAMEL_PART_WEIGHT = 0.3;
const K1 = 1.2;
const TEXT_LENGTH_EFFECT = 0.75;
const HEADING_LENGTH_EFFECT = 0.5;
// What a match is worth by kind: another form of the word, a word of the site that stands for the
// reader's word (readerWords.ts: "redact" for "delete"), a completion of a word being typed (less
// when what was typed is a word already), a typo.
const VARIANT_WEIGHT = 0.75;
const READER_WORD_WEIGHT = 0.6;
const PREFIX_WEIGHT = 0.8;
const PREFIX_OF_WORD_WEIGHT = 0.5;
const TYPO_WEIGHTS = [1, 0.55, 0.35];
// How many query words, at least, make a name written in one (see joinNames), and how many names
// they may match.
const MIN_JOINED_TERMS = 3;
const MAX_JOINED_NAMES = 20;
// A word being typed completes to at most this many words, the commonest first.
const MAX_COMPLETIONS = 100;
// A section whose own heading has two or more query words side by side, in the query's order
// ("list create" for `!draupnir list create`, not "Create your own list"), as Algolia ranks by proximity.
const HEADING_PHRASE_FACTOR = 1.25;
// A query typed as a command (`!draupnir help`) asks for the command: a section whose code holds
// every query word (a syntax line) outranks one that only talks about them ("Ways to help").
const COMMAND_CODE_FACTOR = 1.5;
// A section whose headings (its own and those above it, up to the page title) hold every query
// word is about the whole query, as Algolia ranks matches in titles first.
const ALL_IN_HEADINGS_FACTOR = 1.1;
// The most a section gains, as a share of its own score, from other matching sections of its page.
const PAGE_SHARE = 0.1;
// From this many words on, a query is ranked by score weighed by how many of its words a section holds.
const LONG_QUERY_TERMS = 5;
// A host name typed as a value (`spam.example.net` in `rules matching spam.example.net`) is the
// reader's own example: a section writing it scores for it, but does not count as holding more of
// the query than one that explains the command without it. It is told from a configuration key
// written with dots (`web.port`) by ending in a top-level domain readers use in examples.
const HOST_NAME = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:org|net|com|io|dev|im|chat|xyz)$/u;
// So are the words that frame a comparison ("the difference between watching a list and protecting
// it", "bot mode vs appservice mode"): the answer is the sections about the things compared, which
// seldom write the word.
const COMPARISON_WORDS = new Set(['difference', 'differences', 'instead', 'vs', 'versus']);
const isValueTerm = (term: string): boolean => HOST_NAME.test(term) || COMPARISON_WORDS.has(term);

/** The first place in sorted `words` whose word is not less than `word`. */
function firstAtLeast(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== value) list.push(value);
  } else {
    map.set(key, [value]);
  }
}

/** Whether two or more consecutive query terms match consecutive words of `sequence`, in order. */
function hasPhrase(sequence: string[], wordSets: Set<string>[]): boolean {
  for (let start = 0; start + 1 < sequence.length; start++) {
    for (let term = 0; term + 1 < wordSets.length; term++) {
      if (wordSets[term].has(sequence[start]) && wordSets[term + 1].has(sequence[start + 1])) return true;
    }
  }
  return false;
}

export function createSectionIndex(indexFile: SearchIndexFile): SectionIndex {
  checkIndexVersion(indexFile);
  // Its own copy of the lists, which addWeakWords fills in.
  const file: SearchIndexFile = {...indexFile, i: indexFile.i.slice()};
  const sections: Section[] = [];
  const textWords: number[] = [];
  const codeWords: number[] = [];
  const headingWords: number[] = [];
  const headingSequences: string[][] = [];
  const byHeadingWord = new Map<string, number[]>();
  const byPageWord = new Map<string, number[]>();
  const firstOfPage: number[] = [];

  file.p.forEach((page: IndexPage, pageNumber) => {
    const [, sectionName, , , , entries] = page;
    firstOfPage.push(sections.length);
    for (const word of termsOf(sectionName)) pushTo(byPageWord, word, pageNumber);
    const open: number[] = [];
    entries.forEach((entry, index) => {
      const {level, text} = sectionHeading(entry);
      const number = sections.length;
      while (open.length > 0 && sections[open[open.length - 1]].level >= level) sections[open.pop()!].end = number;
      sections.push({page: pageNumber, index, level, heading: text, end: number + 1});
      if (level > 0) open.push(number);
      textWords.push(entry[2]);
      codeWords.push(entry[3]);
      const words = termsOf(text);
      // A heading's length is its words that say something: "What a protection is" is about one thing.
      headingWords.push(Math.max(1, words.filter(isSignificant).length));
      headingSequences.push(words.filter(isSignificant));
      for (const word of new Set(indexWordsOf(text))) pushTo(byHeadingWord, word, number);
    });
    for (const number of open) sections[number].end = sections.length;
  });
  firstOfPage.push(sections.length);

  const average = (values: number[]) => Math.max(1, values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length));
  const averageText = average(textWords);
  const averageCode = average(codeWords);
  const averageHeading = average(headingWords);

  const bodyWords = file.w ? file.w.split(' ') : [];
  const bodyNumber = new Map(bodyWords.map((word, index) => [word, index]));
  const allWords = Array.from(new Set([...bodyWords, ...byHeadingWord.keys(), ...byPageWord.keys()])).sort();
  const known = new Set(allWords);
  const byStem = new Map<string, string[]>();
  for (const word of allWords) for (const wordStem of stemsOf(word)) pushTo(byStem, wordStem, word);
  // The reader's words by their stems, so that "raids" and "deploying" find them too.
  const readerWords = new Map<string, string[]>();
  for (const [word, siteWords] of Object.entries(READER_WORDS)) {
    readerWords.set(stem(word), [...(readerWords.get(stem(word)) ?? []), ...siteWords]);
  }
  const otherForms = (word: string): string[] => {
    const forms = new Set(stemsOf(word).flatMap((wordStem) => byStem.get(wordStem) ?? []));
    forms.delete(word);
    return Array.from(forms);
  };

  const postingsCache = new Map<string, Postings>();
  const postings = (word: string): Postings => {
    let lists = postingsCache.get(word);
    if (!lists) {
      const number = bodyNumber.get(word);
      lists = number === undefined ? {text: [], code: [], key: [], description: [], label: [], camelParts: []} : decodePostings(file, number);
      postingsCache.set(word, lists);
    }
    return lists;
  };
  // How many sections hold a word, roughly (text or code or heading): the length of its entry. A
  // weak word counts by its headings only, whether or not its other sections have been added, so
  // that completions and corrections come in the same order either way.
  const entryLengths = file.i.map((entry) => entry.length);
  const roughCount = (word: string): number => {
    const number = bodyNumber.get(word);
    return (number === undefined ? 0 : entryLengths[number]) + (byHeadingWord.get(word)?.length ?? 0);
  };
  let weakWordsAdded = false;
  const needsWeakWords = (queryPlan: QueryPlan): boolean =>
    !weakWordsAdded && queryPlan.terms.some((term) => isWeakWord(term) && bodyNumber.has(term));
  function addWeakWords(entries: WeakWordsFile): void {
    if (weakWordsAdded) return;
    let next = 0;
    bodyWords.forEach((word, number) => {
      if (isWeakWord(word)) file.i[number] = entries[next++] ?? '';
    });
    weakWordsAdded = true;
    postingsCache.clear();
    idfCache.clear();
  }
  const idfCache = new Map<string, number>();
  const idf = (word: string): number => {
    let value = idfCache.get(word);
    if (value === undefined) {
      const {text, code} = postings(word);
      const holders = new Set([...text, ...code, ...(byHeadingWord.get(word) ?? [])]);
      const count = holders.size;
      value = Math.log(1 + (sections.length - count + 0.5) / (count + 0.5));
      idfCache.set(word, value);
    }
    return value;
  };

  function candidatesFor(term: string, isLastTyping: boolean): Candidate[] {
    const found = new Map<string, Candidate>();
    const add = (word: string, kind: MatchKind, weight: number) => {
      // A stop word stands only for itself: "wh" does not complete to "when", nor "abut" to "about".
      if (isWeakWord(word) && word !== term) return;
      const existing = found.get(word);
      if (!existing || existing.weight < weight) found.set(word, {word, kind, weight});
    };
    if (known.has(term)) add(term, 'exact', 1);
    for (const word of otherForms(term)) add(word, 'variant', VARIANT_WEIGHT);
    for (const word of readerWords.get(stem(term)) ?? []) {
      if (known.has(word)) add(word, 'reader', READER_WORD_WEIGHT);
      for (const other of otherForms(word)) add(other, 'reader', READER_WORD_WEIGHT * VARIANT_WEIGHT);
    }
    let completes = false;
    if (isLastTyping) {
      const completions: string[] = [];
      for (let i = firstAtLeast(allWords, term); i < allWords.length && allWords[i].startsWith(term); i++) {
        if (allWords[i] !== term) completions.push(allWords[i]);
      }
      completes = completions.length > 0;
      const weight = known.has(term) ? PREFIX_OF_WORD_WEIGHT : PREFIX_WEIGHT;
      completions
        .sort((a, b) => roughCount(b) - roughCount(a))
        .slice(0, MAX_COMPLETIONS)
        .forEach((word) => add(word, 'prefix', weight * Math.sqrt(term.length / word.length)));
    }
    // A typo is only ever corrected toward a word of the site, and only when the term is not one.
    // (A word with other forms in the site, such as "stop" beside "stops", is not misspelt either.)
    const typos = maxTypos(term);
    if (found.size === 0 && !completes && typos > 0) {
      const corrections: [string, number][] = [];
      for (const word of allWords) {
        if (Math.abs(word.length - term.length) > typos && !(isLastTyping && word.length > term.length)) continue;
        let distance = editDistance(term, word, typos);
        if (distance > typos && isLastTyping && word.length > term.length) {
          distance = editDistance(term, word.slice(0, term.length), typos);
        }
        if (distance <= typos) corrections.push([word, distance]);
      }
      // The reader more likely meant a common word of the site than a rare one, in any of its forms.
      const commonest = Math.max(1, ...corrections.map(([word]) => roughCount(word)));
      for (const [word, distance] of corrections) {
        const weight = TYPO_WEIGHTS[distance] * Math.sqrt(Math.max(1, roughCount(word)) / commonest);
        add(word, 'typo', weight);
        for (const other of otherForms(word)) add(other, 'typo', weight * VARIANT_WEIGHT);
      }
    }
    return Array.from(found.values());
  }

  function plan(query: string): QueryPlan {
    const {units, lastIsPrefix, inCompounds, isCommand} = queryTerms(query);
    // A name the site writes (`matrix.to`, `web.port`, or the start of one still being typed) is one
    // term; any other is its words.
    const isWhole = (unit: QueryUnit, last: boolean) =>
      unit.parts.length > 1 &&
      (known.has(unit.term) || (last && lastIsPrefix && allWords[firstAtLeast(allWords, unit.term)]?.startsWith(unit.term)));
    const all = units.flatMap((unit, index) => (isWhole(unit, index === units.length - 1) ? [unit.term] : unit.parts));
    // A word typed twice is looked up once, in its last place (where it may be a prefix).
    const unique = all.filter((term, index) => all.indexOf(term, index + 1) === -1);
    const significant = unique.filter((term) => isSignificant(term) || inCompounds.has(term));
    const terms = significant.length > 0 ? significant : unique;
    const last = all[all.length - 1];
    const candidates = terms.map((term) => candidatesFor(term, lastIsPrefix && term === last));
    joinNames(terms, candidates, all);
    return {
      terms,
      candidates,
      onlyWeakTerms: significant.length === 0,
      isCommand,
    };
  }

  // Three or more words of a query, written apart, that make the start of a name the site writes in
  // one (`join wave short circuit` for JoinWaveShortCircuitProtection) match that name for each of
  // them, as much as a completion would. (From two words, names would outrank the words: "room
  // takedown" would find RoomTakedownProtection before the pages about room takedowns.)
  function joinNames(terms: string[], candidates: Candidate[][], typed: string[]): void {
    // Each term as the word it most likely is: as typed, or the best form or correction of it.
    const likeliest = candidates.map((list) => {
      let top: Candidate | undefined;
      for (const candidate of list) if (candidate.kind !== 'reader' && (!top || candidate.weight > top.weight)) top = candidate;
      return top?.word;
    });
    // The stop words typed between two terms are part of the name (`first message is image` for
    // FirstMessageIsImageProtection).
    const place = terms.map((term) => typed.lastIndexOf(term));
    const between = (from: number, to: number) =>
      place[from] >= 0 && place[to] > place[from] ? typed.slice(place[from] + 1, place[to]).filter(isWeakWord).join('') : '';
    for (let start = 0; start < terms.length; start++) {
      for (let end = start + MIN_JOINED_TERMS - 1; end < terms.length; end++) {
        const words = likeliest.slice(start, end + 1);
        if (!words.every(Boolean)) break;
        const joined = words.map((word, index) => (index === 0 ? word : between(start + index - 1, start + index) + word)).join('');
        const names: string[] = [];
        for (let i = firstAtLeast(allWords, joined); i < allWords.length && allWords[i].startsWith(joined); i++) {
          if (names.push(allWords[i]) === MAX_JOINED_NAMES) break;
        }
        for (const name of names) {
          const weight = Math.sqrt(joined.length / name.length);
          for (let term = start; term <= end; term++) {
            const existing = candidates[term].find((candidate) => candidate.word === name);
            if (existing) existing.weight = Math.max(existing.weight, weight);
            else candidates[term].push({word: name, kind: 'variant', weight});
          }
        }
      }
    }
  }

  /** Each section's evidence for one candidate word: its fields' weights, each shrunk by length. */
  function wordScores(
    word: string,
    into: Map<number, number>,
    weight: number,
    allowed: (section: number) => boolean,
    maxIdf = Infinity,
    inCode?: Set<number>,
    inHeadings?: Set<number>,
  ): void {
    const evidence = new Map<number, number>();
    const addEvidence = (section: number, value: number) => {
      if (allowed(section)) evidence.set(section, (evidence.get(section) ?? 0) + value);
    };
    const bodyEvidence = (length: number, average: number) =>
      (K1 + 1) / (1 + K1 * (1 - TEXT_LENGTH_EFFECT + (TEXT_LENGTH_EFFECT * length) / average));
    const {text, code, key, description, label, camelParts} = postings(word);
    for (const section of text) addEvidence(section, TEXT_WEIGHT * bodyEvidence(textWords[section], averageText));
    for (const section of code) {
      addEvidence(section, CODE_WEIGHT * bodyEvidence(codeWords[section], averageCode));
      inCode?.add(section);
    }
    for (const section of key) addEvidence(section, KEY_WEIGHT);
    for (const section of description) addEvidence(section, DESCRIPTION_WEIGHT);
    for (const section of label) addEvidence(section, LABEL_WEIGHT);
    for (const section of camelParts) addEvidence(section, CAMEL_PART_WEIGHT);
    for (const section of byHeadingWord.get(word) ?? []) {
      const norm = 1 - HEADING_LENGTH_EFFECT + (HEADING_LENGTH_EFFECT * headingWords[section]) / averageHeading;
      addEvidence(section, HEADING_WEIGHTS[sections[section].level] / norm);
      inHeadings?.add(section);
      // Every section below this heading has it in its trail.
      for (let below = section + 1; below < sections[section].end; below++) {
        addEvidence(below, TRAIL_WEIGHT / norm);
        inHeadings?.add(below);
      }
    }
    for (const page of byPageWord.get(word) ?? []) {
      for (let section = firstOfPage[page]; section < firstOfPage[page + 1]; section++) addEvidence(section, SECTION_NAME_WEIGHT);
    }
    const wordIdf = Math.min(idf(word), maxIdf);
    for (const [section, value] of evidence) {
      const score = weight * wordIdf * value;
      if (score > (into.get(section) ?? 0)) into.set(section, score);
    }
  }

  function rank(queryPlan: QueryPlan, allowed: (section: number) => boolean): RankedSection[] {
    const {terms, candidates} = queryPlan;
    const totals = new Map<number, RankedSection>();
    // For a command: how many query terms each section's code holds.
    const codeTerms = new Map<number, number>();
    // How many query terms each section's headings hold.
    const headingTerms = new Map<number, number>();
    const counts = (index: number) => !isValueTerm(terms[index]) || terms.every(isValueTerm);
    const countable = terms.filter((_, index) => counts(index)).length;
    terms.forEach((_, index) => {
      const best = new Map<number, number>();
      const byTypo = new Map<number, number>();
      const inCode = queryPlan.isCommand ? new Set<number>() : undefined;
      const inHeadings = new Set<number>();
      // Another form or a completion of a word of the site is no rarer than the word itself.
      const termIdf = known.has(terms[index]) ? idf(terms[index]) : Infinity;
      for (const candidate of candidates[index]) {
        const target = candidate.kind === 'typo' ? byTypo : best;
        wordScores(candidate.word, target, candidate.weight, allowed, candidate.kind === 'exact' ? Infinity : termIdf, inCode, inHeadings);
      }
      for (const section of inHeadings) headingTerms.set(section, (headingTerms.get(section) ?? 0) + 1);
      for (const section of inCode ?? []) codeTerms.set(section, (codeTerms.get(section) ?? 0) + 1);
      for (const [section, score] of byTypo) {
        if (!best.has(section)) {
          const total = totals.get(section) ?? {section, score: 0, matched: 0, typos: 0};
          total.score += score;
          if (counts(index)) total.matched++;
          total.typos++;
          totals.set(section, total);
        }
      }
      for (const [section, score] of best) {
        const total = totals.get(section) ?? {section, score: 0, matched: 0, typos: 0};
        total.score += score;
        if (counts(index)) total.matched++;
        totals.set(section, total);
      }
    });
    // Every term must match, unless no section has them all: then the most that any section has,
    // as long as that is at least half of them. A query of stop words and single characters
    // (markup, punctuation) must match whole, or its stray letters and digits would match anything.
    if (terms.length > 1) {
      const wordSets = candidates.map((list) => new Set(list.map(({word}) => word)));
      for (const total of totals.values()) {
        if (hasPhrase(headingSequences[total.section], wordSets)) total.score *= HEADING_PHRASE_FACTOR;
      }
    }
    for (const total of totals.values()) {
      if (queryPlan.isCommand && codeTerms.get(total.section) === terms.length) total.score *= COMMAND_CODE_FACTOR;
      if (terms.length > 1 && headingTerms.get(total.section) === terms.length) total.score *= ALL_IN_HEADINGS_FACTOR;
    }
    // A section of a page that has other sections matching the query gains a little (at most a
    // tenth of its own score): a page about the query outranks a passing mention elsewhere.
    const pageScores = new Map<number, number>();
    for (const total of totals.values()) {
      const {page} = sections[total.section];
      pageScores.set(page, (pageScores.get(page) ?? 0) + total.score);
    }
    for (const total of totals.values()) {
      const others = pageScores.get(sections[total.section].page)! - total.score;
      total.score += PAGE_SHARE * Math.min(others, total.score);
    }
    const all = Array.from(totals.values());
    const most = all.reduce((max, total) => Math.max(max, total.matched), 0);
    const needed = queryPlan.onlyWeakTerms ? terms.length : Math.ceil(countable / 2);
    if (most < needed) return [];
    // A query of three words or more (a question, a description of a problem) also shows, after the
    // sections that have the most of its words, those that lack one of them. A query of five or more
    // (often a pasted error message, whose user IDs, paths and values the pages do not repeat)
    // shows those that lack two, ranked by score weighed by the share of its words they hold.
    const long = isLong(queryPlan);
    let shown = most;
    if (long) shown = Math.max(needed, most - 2);
    else if (!queryPlan.onlyWeakTerms && terms.length >= 3) shown = Math.max(needed, most - 1);
    return order(queryPlan, all.filter((total) => total.matched >= shown));
  }

  const isLong = (queryPlan: QueryPlan) => !queryPlan.onlyWeakTerms && queryPlan.terms.length >= LONG_QUERY_TERMS;

  /** Ranked sections in order: by how many terms they hold, then score (long queries: the two weighed). */
  function order(queryPlan: QueryPlan, ranked: RankedSection[]): RankedSection[] {
    const count = queryPlan.terms.length;
    const weighted = (total: RankedSection) => total.score * (total.matched / count) ** 2;
    return ranked.sort((a, b) =>
      isLong(queryPlan)
        ? a.typos - b.typos || weighted(b) - weighted(a) || a.section - b.section
        : b.matched - a.matched || a.typos - b.typos || b.score - a.score || a.section - b.section,
    );
  }

  return {file, sections, plan, rank, order, needsWeakWords, addWeakWords};
}
