// Quotes of Draupnir's output in the pages, and whether the release in data/draupnir/messages.json
// can show them. A message there is a pattern: its MESSAGE_WILDCARD stands for a value the code
// inserts. A quote may leave parts out too: `…`, `...` and a `<placeholder>` stand for any text. A
// quote matches a message when some text fits both, compared with runs of whitespace as one space.
//
// Where the pages quote output (README.md, "Commands and configuration in the pages"):
// - every line of a ```text block that is not a Draupnir command, unless the block is marked
//   `not-draupnir-output` (another program's output, or text that is not output at all) or
//   `not-draupnir` (another program's commands);
// - inline code marked `<!-- draupnir-output -->` right after its closing backtick;
// - text in quotation marks with the same marker right after the closing mark, which may quote a
//   part of a message.
import {MESSAGE_WILDCARD, type MessageData} from '../../scripts/lib/draupnir/dataTypes';
import {makeCommandReader} from '../../src/lib/draupnir/commandReader';
import {commandsData, configData, messagesData, provenance} from './draupnirData';
import {markdownCode} from './markdownCode';

const {surfacesFor} = makeCommandReader(commandsData, configData);

/** Marks a fenced block whose text is not Draupnir's output. */
export const NOT_OUTPUT = 'not-draupnir-output';
/** Marks inline code that quotes Draupnir's output. */
export const OUTPUT = 'draupnir-output';
/** Marks a block of another program's commands (tests/unit/draupnir-commands.test.ts). */
const NOT_DRAUPNIR = 'not-draupnir';

/**
 * Prefix words the pages' examples use besides `!draupnir` (as in tests/unit/draupnir-commands.test.ts):
 * a line starting with one of them is a command typed to Draupnir, not its output.
 */
const EXAMPLE_PREFIXES = ['mod', 'mod-bot', 'guard', 'guardian'];

/**
 * Quotation marks in the text with the marker right behind the closing one, outside code blocks:
 * `"Startup complete. Now monitoring rooms."<!-- draupnir-output -->`. Such a quote may be a part
 * of a message, so it may start and end anywhere in one; code inside it counts as its text.
 */
function proseQuotes(source: string, page: string): Quote[] {
  // The page with its code blocks blanked out, line for line, so a quote may span lines.
  let fence: string | undefined;
  const prose = source
    .split('\n')
    .map((line) => {
      const marks = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marks && (fence === undefined || (marks[0] === fence[0] && marks.length >= fence.length))) {
        fence = fence === undefined ? marks : undefined;
        return '';
      }
      return fence === undefined ? line : '';
    })
    .join('\n');
  const quotes: Quote[] = [];
  for (const match of prose.matchAll(/(?:"([^"\n]+(?:\n[^"\n]+)*)"|“([^”\n]+(?:\n[^”\n]+)*)”)<!--\s*([\w-]+)\s*-->/g)) {
    if (match[3] !== OUTPUT) continue;
    const line = prose.slice(0, match.index).split('\n').length;
    quotes.push({where: `${page}:${line}`, text: withVersion((match[1] ?? match[2]).replace(/\s*\n\s*/g, ' ')), part: true});
  }
  return quotes;
}

export type Quote = {
  /** `page:line` */
  where: string;
  /** The quoted text as the page writes it (a log line without its time, level and module). */
  text: string;
  /** For a log line: the level and module in its brackets. */
  log?: {level: string; module: string};
  /** Quoted in running text: it may be a part of a message, without `…` at its ends. */
  part?: boolean;
};

/** `Sat, 01 Mar 2025 10:00:00 GMT [INFO] [Draupnir config] message`: the log's own prefix. */
const LOG_LINE = /^(?:.*?\s)?\[(DEBUG|INFO|WARN|ERROR)\] \[([^\]]+)\] ?(.*)$/;
/** How a client shows a list item or a pill: not part of the message. */
const LIST_MARK = /^(?:[▸•◦‣*-]|\d+\.)\s+/;

/** A line typed to Draupnir, or to another bot (`!mjolnir status`): input, not output. A room ID has a colon. */
const isCommand = (line: string) => {
  const first = /^\S+/.exec(line.trim())?.[0];
  return first !== undefined && (surfacesFor(first, EXAMPLE_PREFIXES).length > 0 || /^![A-Za-z][\w-]*$/.test(first));
};

function withVersion(text: string): string {
  return text.replaceAll('{{DRAUPNIR_VERSION}}', provenance.tag).replaceAll('{{DRAUPNIR_VERSION_NUMBER}}', provenance.tag.replace(/^v/, ''));
}

/** Every quote of Draupnir's output in one page's Markdown source. */
export function quotesIn(source: string, page: string): Quote[] {
  const {blocks, inline} = markdownCode(source);
  const quotes: Quote[] = [];
  for (const block of blocks) {
    if (block.language !== 'text' || block.words.includes(NOT_OUTPUT) || block.words.includes(NOT_DRAUPNIR)) continue;
    let current: Quote | undefined;
    const isLog = block.body.some((line) => LOG_LINE.test(line));
    block.body.forEach((raw, i) => {
      const where = `${page}:${block.line + 1 + i}`;
      const line = withVersion(raw);
      const log = LOG_LINE.exec(line);
      if (isLog && !log && current && line.trim() !== '') {
        // A log line goes on until the next one: the further lines of a value printed after it.
        current.text += `\n${line}`;
        return;
      }
      if (line.trim() === '' || isCommand(line)) {
        current = undefined;
        return;
      }
      current = log ? {where, text: log[3], log: {level: log[1], module: log[2]}} : {where, text: line.trim().replace(LIST_MARK, '')};
      quotes.push(current);
    });
  }
  for (const span of inline) {
    if (span.marker === OUTPUT) quotes.push({where: `${page}:${span.line}`, text: withVersion(span.text)});
  }
  quotes.push(...proseQuotes(source, page));
  // A line of one word, or only identifiers and links (a list of rooms, a permission), quotes no message.
  return quotes.filter((q) => /\S\s+\S/.test(q.text.trim()) && /[A-Za-z]{2,}/.test(q.text.replace(/[!@#+$][^\s:]*:\S+|https?:\/\/\S+|<[a-z][\w-]*>/g, '')));
}

// Matching. Both sides become a list of characters and wildcards.

const ANY = -1;
type Glob = number[];

function glob(parts: string[]): Glob {
  const out: Glob = [];
  parts.forEach((part, i) => {
    if (i > 0 && out.at(-1) !== ANY) out.push(ANY);
    for (const char of part) out.push(char.codePointAt(0)!);
  });
  return out;
}

const space = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message's text as a glob: its wildcards match anything. */
export function messageGlob(text: string): Glob {
  return glob(space(text).split(MESSAGE_WILDCARD));
}

/** A quote as a glob: `…`, `...` and `<placeholder>` match anything. */
export function quoteGlob(text: string): Glob {
  return glob(space(text).split(/…|\.\.\.|<[a-z][\w-]*>/));
}

/**
 * How many characters some text that fits both globs can take from both at once (not from a
 * wildcard), at most; -1 when no text fits both. Each side's wildcards may stand for any part of the
 * other.
 */
export function sharedLiterals(a: Glob, b: Glob): number {
  // Most pairs differ at their first or last character: no table needed.
  const differ = (x: number | undefined, y: number | undefined) => x !== undefined && y !== undefined && x !== ANY && y !== ANY && x !== y;
  if (differ(a[0], b[0]) || differ(a.at(-1), b.at(-1))) return -1;
  const width = b.length + 1;
  const best = new Int32Array((a.length + 1) * width).fill(-1);
  best[0] = 0;
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      const here = best[i * width + j];
      if (here < 0) continue;
      const reach = (ii: number, jj: number, gain: number) => {
        const key = ii * width + jj;
        if (best[key] < here + gain) best[key] = here + gain;
      };
      const x = a[i];
      const y = b[j];
      if (x === ANY) {
        reach(i + 1, j, 0);
        if (j < b.length) reach(i, j + 1, 0);
      }
      if (y === ANY) {
        reach(i, j + 1, 0);
        if (i < a.length) reach(i + 1, j, 0);
      }
      if (x !== undefined && y !== undefined && x !== ANY && y !== ANY && x === y) reach(i + 1, j + 1, 1);
    }
  }
  return best[a.length * width + b.length];
}

/**
 * The length of the quote's own words: what is left without Matrix identifiers, links, names from
 * code (`config.managementRoom`, `maxMentions`), numbers, elisions and placeholders.
 */
function wordsLength(quote: string): number {
  const values = /[!@#+$][^\s:]*:\S+|https?:\/\/\S+|\S*[A-Za-z][._][A-Za-z]\S*|\b[a-z]+[A-Z]\w*|\d+|…|\.\.\.|<[a-z][\w-]*>/g;
  return space(quote.replace(values, ' ')).length;
}

/**
 * Whether a quote is a message: some text fits both, and they share enough of their own text
 * (not text standing in for a wildcard): eight characters, or all of a shorter message, and at
 * least half of the shorter of the message's text and the quote's words (of the quote's words, for
 * a part of a message quoted in running text). Elisions on one side and values on the other cannot
 * then make a quote fit an unrelated message.
 */
export function globsMeet(quote: Glob, message: Glob, quoteWords = quote.filter((c) => c !== ANY).length, part = false): boolean {
  const shared = sharedLiterals(quote, message);
  const own = message.filter((c) => c !== ANY).length;
  // A part of a message quoted in running text is its words: most of them must be the message's own.
  return shared >= 0 && shared >= Math.max(Math.min(8, own), 0.5 * (part ? quoteWords : Math.min(own, quoteWords)));
}

type Candidate = {message: MessageData; glob: Glob; literal: string};

/** Each message whole, and each line of a message that spans lines (a page may quote one line). */
export function candidates(messages: MessageData[] = messagesData.messages): Candidate[] {
  return messages.flatMap((message) => {
    const lines = message.text.split('\n').filter((line) => /[A-Za-z]/.test(line));
    const texts = lines.length > 1 ? [message.text, ...lines] : [message.text];
    return texts.map((text) => ({message, glob: messageGlob(text), literal: space(text.replaceAll(MESSAGE_WILDCARD, ' '))}));
  });
}

/** Text of at most one word (letters only): identifiers, numbers, a name, `m.room.server_acl`. */
function isValue(text: string): boolean {
  const words = text.split(/\s+/).filter((token) => /^[A-Za-z]{2,}$/.test(token.replace(/^[("'`]+|[)"'`.,:;!?]+$/g, '')));
  return words.length < 2;
}

const hasWords = (message: MessageData) => /[A-Za-z]/.test(message.text.replaceAll(MESSAGE_WILDCARD, ''));

/**
 * A line of a reply that is all values and punctuation (`{…} ({…}):`) fits when each part the
 * quote puts in a value's place is a value, a fixed message of its own (a section heading passed
 * to a renderer), such a line in turn, or anything when the line puts it in brackets (a reason, a
 * count).
 */
function composedOf(quote: string, message: MessageData, all: Candidate[], depth = 0): boolean {
  // Values apart only by a space read as one: a value's words may not be split into "values".
  const pieces = space(message.text).split(MESSAGE_WILDCARD).filter((piece, i, list) => i === 0 || i === list.length - 1 || piece.trim() !== '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shape = new RegExp(`^${pieces.map(escape).join('([\\s\\S]*?)')}$`);
  const parts = shape.exec(space(quote));
  if (!parts) return false;
  return parts.slice(1).every((part, i) => {
    if (isValue(part) || (pieces[i].endsWith('(') && pieces[i + 1].startsWith(')'))) return true;
    const wanted = quoteGlob(part);
    const words = wordsLength(part);
    return (
      fixedMessages(all).some((pattern) => globsMeet(wanted, pattern, words)) ||
      (depth < 1 && all.some(({message: other}) => !hasWords(other) && other !== message && composedOf(part, other, all, depth + 1)))
    );
  });
}

const fixed = new WeakMap<Candidate[], Glob[]>();
/** The messages without a wildcard, such as a section heading a renderer is given. */
function fixedMessages(all: Candidate[]): Glob[] {
  let globs = fixed.get(all);
  if (!globs) fixed.set(all, (globs = all.filter(({message}) => !message.text.includes(MESSAGE_WILDCARD)).map((c) => c.glob)));
  return globs;
}

/** `TypeError: …`: Node.js prints an uncaught error's class before its message. */
const UNCAUGHT = /^([A-Z]\w*(?:Error|Exception)): ([\s\S]*)$/;

/** The messages a quote can be; for a log line, of the level and module it shows when the code names them. */
export function messagesMatching(quote: Quote, all: Candidate[]): MessageData[] {
  // Code in a quote in running text may be the message's own backticks, or the page's way to show a value.
  if (quote.part && quote.text.includes('`')) {
    const asWritten = matching(quote, all);
    return asWritten.length > 0 ? asWritten : matching({...quote, text: quote.text.replace(/`/g, '')}, all);
  }
  return matching(quote, all);
}

function matching(quote: Quote, all: Candidate[]): MessageData[] {
  const uncaught = UNCAUGHT.exec(quote.text);
  const text = uncaught ? uncaught[2] : quote.text;
  const wanted = quoteGlob(quote.part ? `…${text}…` : text);
  const words = wordsLength(text);
  // A quote shares at least one of its longer words with its message: a cheap first sieve.
  const long = text.split(/[^A-Za-z']+/).filter((word) => word.length >= 4);
  return all
    .filter(({message}) => {
      if (uncaught) return message.errorClass === uncaught[1];
      if (!quote.log) return true;
      if (message.kind !== 'log' && message.kind !== 'management-room') return false;
      return (message.level === undefined || message.level === quote.log.level) && (message.module === undefined || message.module === quote.log.module);
    })
    .filter(({message, literal}) => !hasWords(message) || long.length === 0 || long.some((word) => literal.includes(word)))
    .filter(({message, glob: pattern}) => (hasWords(message) ? globsMeet(wanted, pattern, words, quote.part) : composedOf(text, message, all)))
    .map(({message}) => message);
}
